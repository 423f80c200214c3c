import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Review } from '../../../../shared/schemas/content/reviews';
import { deleteReview, fetchReviews, restoreReview } from '../../../api/content/reviewsApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';
import { IfAllowed } from '../../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { useAllowed } from '../../../session/useSession';
import { runRowCall } from '../runRowCall';
import { ServiceFilter } from '../ServiceFilter';
import { useContentServices } from '../useContentServices';
import { ReviewDialog } from './ReviewDialog';
import { reviewColumns } from './reviewColumns';
import { REVIEW_KEY } from './reviewKey';

/**
 * /seo/review, 'SEO: отзывы': clients' reviews of a service (or of all), newest first; deleted ones with the switch.
 * A row opens the review's dialog; 'Удалить' asks first, 'Восстановить' brings a deleted review back.
 */
export default function ReviewPage({ title }: { title: string }) {
  const services = useContentServices() ?? [];
  const canDelete = useAllowed(REVIEW_KEY, ['permissionDelete']);
  const canRestore = useAllowed(REVIEW_KEY, ['permissionUpdate']);
  const [serviceId, setServiceId] = useState<number | undefined>(undefined);
  const [showDeleted, setShowDeleted] = useState(false);
  // undefined: closed; null: adding.
  const [open, setOpen] = useState<Review | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Review | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const load = async () => {
    const rows = await fetchReviews(serviceId, showDeleted);
    return { rows, total: rows.length };
  };
  const columns = reviewColumns({
    canDelete,
    canRestore,
    onDelete: setRemoving,
    onRestore: (r) => runRowCall(() => restoreReview(r.id), 'Отзыв восстановлен', reload),
  });

  return (
    <>
      <DataTablePage
        title={title}
        tableKey={REVIEW_KEY}
        mode="local"
        columns={columns}
        load={load}
        rowKey={(r) => r.id}
        onOpen={(r) => setOpen(r)}
        defaults={{ sortField: 'reviewDate', sortOrder: 'DESC' }}
        paramsKey={`${serviceId}:${showDeleted}`}
        reloadKey={version}
        actions={
          <Flex gap="3" align="center" wrap="wrap">
            <ServiceFilter services={services} value={serviceId} onChange={setServiceId} />
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation={REVIEW_KEY} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setOpen(null)}>
                Добавить
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {open !== undefined && (
        <ReviewDialog
          key={open?.id ?? 'new'}
          review={open}
          serviceId={serviceId}
          onClose={() => setOpen(undefined)}
          onChanged={reload}
        />
      )}
      {removing && (
        <ConfirmCallDialog
          title="Удаление отзыва"
          confirmLabel="Удалить"
          confirmPalette="red"
          testId="review-delete"
          call={() => deleteReview(removing.id)}
          onDone={() => {
            setRemoving(null);
            reload();
          }}
          onCancel={() => setRemoving(null)}
        >
          <Text>
            Отзыв «{removing.authorName}» пропадёт с сайта. Его можно будет восстановить, включив «Показывать
            удалённые».
          </Text>
        </ConfirmCallDialog>
      )}
    </>
  );
}

import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SeoBlog } from '../../../../shared/schemas/content/seoBlogs';
import { deleteSeoBlog, fetchSeoBlogs, restoreSeoBlog } from '../../../api/content/seoBlogsApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';
import { IfAllowed } from '../../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { useAllowed } from '../../../session/useSession';
import { runRowCall } from '../runRowCall';
import { ServiceFilter } from '../ServiceFilter';
import { useContentServices } from '../useContentServices';
import { SeoBlogDialog } from './SeoBlogDialog';
import { seoBlogColumns } from './seoBlogColumns';
import { SEO_BLOG_KEY } from './seoBlogKey';

/**
 * /seo/blog, 'SEO: блог': the posts of a service (or of all), newest first; deleted ones with the switch. A row opens
 * the post's dialog; 'Удалить' asks first, 'Восстановить' brings a deleted post back.
 */
export default function SeoBlogPage({ title }: { title: string }) {
  const services = useContentServices() ?? [];
  const canDelete = useAllowed(SEO_BLOG_KEY, ['permissionDelete']);
  const canRestore = useAllowed(SEO_BLOG_KEY, ['permissionUpdate']);
  const [serviceId, setServiceId] = useState<number | undefined>(undefined);
  const [showDeleted, setShowDeleted] = useState(false);
  // undefined: closed; null: adding.
  const [open, setOpen] = useState<SeoBlog | null | undefined>(undefined);
  const [removing, setRemoving] = useState<SeoBlog | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const load = async () => {
    const rows = await fetchSeoBlogs(serviceId, showDeleted);
    return { rows, total: rows.length };
  };
  const columns = seoBlogColumns({
    canDelete,
    canRestore,
    onDelete: setRemoving,
    onRestore: (b) => runRowCall(() => restoreSeoBlog(b.id), 'Запись восстановлена', reload),
  });

  return (
    <>
      <DataTablePage
        title={title}
        tableKey={SEO_BLOG_KEY}
        mode="local"
        columns={columns}
        load={load}
        rowKey={(b) => b.id}
        onOpen={(b) => setOpen(b)}
        defaults={{ sortField: 'createdAt', sortOrder: 'DESC' }}
        paramsKey={`${serviceId}:${showDeleted}`}
        reloadKey={version}
        deletedLabel="Удалена"
        actions={
          <Flex gap="3" align="center" wrap="wrap">
            <ServiceFilter services={services} value={serviceId} onChange={setServiceId} />
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation={SEO_BLOG_KEY} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setOpen(null)}>
                Добавить
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {open !== undefined && (
        <SeoBlogDialog
          key={open?.id ?? 'new'}
          blog={open}
          serviceId={serviceId}
          onClose={() => setOpen(undefined)}
          onChanged={reload}
        />
      )}
      {removing && (
        <ConfirmCallDialog
          title="Удаление записи блога"
          confirmLabel="Удалить"
          confirmPalette="red"
          testId="seo-blog-delete"
          call={() => deleteSeoBlog(removing.id)}
          onDone={() => {
            setRemoving(null);
            reload();
          }}
          onCancel={() => setRemoving(null)}
        >
          <Text>
            Запись «{removing.title}» пропадёт с сайта. Её можно будет восстановить, включив «Показывать удалённые».
          </Text>
        </ConfirmCallDialog>
      )}
    </>
  );
}

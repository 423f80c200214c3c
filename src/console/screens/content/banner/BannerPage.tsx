import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Banner } from '../../../../shared/schemas/content/banners';
import { deleteBanner, fetchBanners, setBannerActivated } from '../../../api/content/bannersApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';
import { IfAllowed } from '../../../components/PermissionGate';
import { useAllowed } from '../../../session/useSession';
import { runRowCall } from '../runRowCall';
import { BannerDialog } from './BannerDialog';
import { bannerColumns } from './bannerColumns';
import { BANNER_KEY } from './bannerKey';

/**
 * /seo/banner, 'SEO: баннеры': the site's banners by their order. A row opens the banner's dialog (with a preview);
 * 'Опубликовать' / 'Снять с публикации' switch it on the site; 'Удалить' removes it for good after asking.
 */
export default function BannerPage({ title }: { title: string }) {
  const canPublish = useAllowed(BANNER_KEY, ['permissionUpdate']);
  const canDelete = useAllowed(BANNER_KEY, ['permissionDelete']);
  // undefined: closed; null: adding.
  const [open, setOpen] = useState<Banner | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Banner | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const load = async () => {
    const rows = await fetchBanners();
    return { rows, total: rows.length };
  };
  const columns = bannerColumns({
    canPublish,
    canDelete,
    onDelete: setRemoving,
    onPublish: (b, activated) =>
      runRowCall(
        () => setBannerActivated(b.id, activated),
        activated ? 'Баннер опубликован' : 'Баннер снят с публикации',
        reload,
      ),
  });

  return (
    <>
      <DataTablePage
        title={title}
        tableKey={BANNER_KEY}
        mode="local"
        columns={columns}
        load={load}
        rowKey={(b) => b.id}
        onOpen={(b) => setOpen(b)}
        defaults={{ sortField: 'sort', sortOrder: 'ASC' }}
        reloadKey={version}
        actions={
          <IfAllowed operation={BANNER_KEY} flags={['permissionInsert']}>
            <Button size="sm" colorPalette="blue" onClick={() => setOpen(null)}>
              Добавить
            </Button>
          </IfAllowed>
        }
      />
      {open !== undefined && (
        <BannerDialog key={open?.id ?? 'new'} banner={open} onClose={() => setOpen(undefined)} onChanged={reload} />
      )}
      {removing && (
        <ConfirmCallDialog
          title="Удаление баннера"
          confirmLabel="Удалить"
          confirmPalette="red"
          testId="banner-delete"
          call={() => deleteBanner(removing.id)}
          onDone={() => {
            setRemoving(null);
            reload();
          }}
          onCancel={() => setRemoving(null)}
        >
          <Text>Баннер «{removing.title}» будет удалён насовсем, восстановить его будет нельзя. Удалить?</Text>
        </ConfirmCallDialog>
      )}
    </>
  );
}

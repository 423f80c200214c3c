import { Badge, Flex } from '@chakra-ui/react';
import type { Banner } from '../../../../shared/schemas/content/banners';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { RowButton } from '../../../components/RowButton';
import { BannerPreview } from './BannerPreview';

interface Actions {
  canPublish: boolean;
  canDelete: boolean;
  onPublish: (banner: Banner, activated: boolean) => void;
  onDelete: (banner: Banner) => void;
}

/** The banners table: the image, the title, published or not, the order and the link, and the row actions. */
export function bannerColumns({ canPublish, canDelete, onPublish, onDelete }: Actions): ColumnDef<Banner>[] {
  return [
    {
      id: 'image',
      header: 'Изображение',
      value: (b) => b.imageUrl,
      cell: (b) => <BannerPreview compact title={b.title} imageUrl={b.imageUrl} content="" />,
      sortable: false,
      width: 130,
    },
    { id: 'title', header: 'Название', value: (b) => b.title, width: 260, primary: true },
    {
      id: 'activated',
      header: 'Публикация',
      value: (b) => (b.activated ? 'Активен' : 'Не активен'),
      cell: (b) =>
        b.activated ? <Badge colorPalette="green">Активен</Badge> : <Badge colorPalette="gray">Не активен</Badge>,
      width: 130,
    },
    { id: 'sort', header: 'Порядок', value: (b) => b.sort, width: 100 },
    { id: 'link', header: 'Ссылка', value: (b) => b.link, width: 200, nowrap: true },
    {
      id: 'actions',
      header: 'Действия',
      value: () => '',
      sortable: false,
      width: 260,
      cell: (b) => (
        <Flex gap="2" wrap="wrap">
          {canPublish && (
            <RowButton onClick={() => onPublish(b, !b.activated)}>
              {b.activated ? 'Снять с публикации' : 'Опубликовать'}
            </RowButton>
          )}
          {canDelete && (
            <RowButton palette="red" onClick={() => onDelete(b)}>
              Удалить
            </RowButton>
          )}
        </Flex>
      ),
    },
  ];
}

import { Badge } from '@chakra-ui/react';
import { formatDateTime, unixToRuDate } from '../../../../shared/format';
import type { SeoBlog } from '../../../../shared/schemas/content/seoBlogs';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { deleteRestoreColumn } from '../../../components/RowButton';

interface Actions {
  canDelete: boolean;
  canRestore: boolean;
  onDelete: (blog: SeoBlog) => void;
  onRestore: (blog: SeoBlog) => void;
}

/** The blog table: the post, its service and address, published when (or a draft), and its row actions. */
export function seoBlogColumns({ canDelete, canRestore, onDelete, onRestore }: Actions): ColumnDef<SeoBlog>[] {
  return [
    { id: 'title', header: 'Заголовок', value: (b) => b.title, width: 300, primary: true },
    { id: 'serviceName', header: 'Сервис', value: (b) => b.serviceName, width: 160 },
    { id: 'slug', header: 'Адрес', value: (b) => b.slug, width: 200, nowrap: true },
    {
      id: 'publishedAt',
      header: 'Публикация',
      value: (b) => b.publishedAt,
      cell: (b) => (b.publishedAt === null ? <Badge colorPalette="gray">Черновик</Badge> : unixToRuDate(b.publishedAt)),
      width: 120,
    },
    {
      id: 'createdAt',
      header: 'Создана',
      value: (b) => b.createdAt,
      cell: (b) => formatDateTime(b.createdAt),
      width: 140,
    },
    { id: 'annotation', header: 'Анонс', value: (b) => b.annotation, hidden: true },
    deleteRestoreColumn({
      canDelete,
      canRestore,
      onDelete,
      onRestore,
      width: 150,
    }),
  ];
}

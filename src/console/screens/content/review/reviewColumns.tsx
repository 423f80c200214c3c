import { Text } from '@chakra-ui/react';
import { unixToRuDate } from '../../../../shared/format';
import type { Review } from '../../../../shared/schemas/content/reviews';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { deleteRestoreColumn } from '../../../components/RowButton';
import { RichTextView } from '../../../components/richText/RichTextView';

interface Actions {
  canDelete: boolean;
  canRestore: boolean;
  onDelete: (review: Review) => void;
  onRestore: (review: Review) => void;
}

/** Plain words of the stored HTML, for the quick search and the CSV export. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The reviews table: who wrote, about which service, when, the stars, the text, and the row actions. */
export function reviewColumns({ canDelete, canRestore, onDelete, onRestore }: Actions): ColumnDef<Review>[] {
  return [
    { id: 'authorName', header: 'Автор', value: (r) => r.authorName, width: 180, primary: true },
    { id: 'serviceName', header: 'Сервис', value: (r) => r.serviceName, width: 160 },
    {
      id: 'rating',
      header: 'Оценка',
      value: (r) => r.rating,
      cell: (r) => (
        <Text color="orange.500" aria-label={`Оценка ${r.rating} из 5`}>
          {'★'.repeat(r.rating)}
          <Text as="span" color="fg.subtle">
            {'★'.repeat(5 - r.rating)}
          </Text>
        </Text>
      ),
      width: 110,
    },
    {
      id: 'reviewDate',
      header: 'Дата',
      value: (r) => r.reviewDate,
      cell: (r) => unixToRuDate(r.reviewDate),
      width: 110,
    },
    {
      id: 'text',
      header: 'Текст',
      value: (r) => plain(r.text),
      cell: (r) => <RichTextView html={r.text} fontSize="sm" lineClamp={3} />,
      sortable: false,
      width: 360,
    },
    deleteRestoreColumn({
      canDelete,
      canRestore,
      onDelete,
      onRestore,
      width: 150,
    }),
  ];
}

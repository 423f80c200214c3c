import { Badge } from '@chakra-ui/react';

/** The «Удалён» badge a soft-deleted row carries in its primary column (a column that cannot be hidden). */
export function DeletedMark({ label = 'Удалён' }: { label?: string }) {
  return (
    <Badge size="xs" colorPalette="red" variant="subtle" me="1" flexShrink={0} data-testid="row-deleted-mark">
      {label}
    </Badge>
  );
}

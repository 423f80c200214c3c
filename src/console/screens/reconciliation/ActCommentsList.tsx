import { Table, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../shared/format';
import type { ActComment } from '../../../shared/schemas/reconciliation';
import { EMPTY_TEXT } from '../../components/LoadState';

/** The act's history: every action with who made it and its comment, newest first. */
export function ActCommentsList({ comments }: { comments: ActComment[] }) {
  if (comments.length === 0) return <Text color="fg.muted">{EMPTY_TEXT}</Text>;
  const newestFirst = [...comments].sort((a, b) => b.createdDate - a.createdDate || b.id - a.id);
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="История акта">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Дата</Table.ColumnHeader>
            <Table.ColumnHeader>Кто</Table.ColumnHeader>
            <Table.ColumnHeader>Действие</Table.ColumnHeader>
            <Table.ColumnHeader>Комментарий</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {newestFirst.map((c) => (
            <Table.Row key={c.id} data-testid="act-comment">
              <Table.Cell whiteSpace="nowrap">{formatDateTime(c.createdDate)}</Table.Cell>
              <Table.Cell>{c.userFio}</Table.Cell>
              <Table.Cell>{c.actionName}</Table.Cell>
              <Table.Cell whiteSpace="pre-wrap">{c.comment}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

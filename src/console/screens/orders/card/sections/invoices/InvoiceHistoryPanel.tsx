import { Table } from '@chakra-ui/react';
import { formatDateTime } from '../../../../../../shared/format';
import type { Invoice } from '../../../../../../shared/schemas/invoice';
import { fetchInvoiceHistory } from '../../../../../api/invoicesApi';
import { LoadState } from '../../../../../components/LoadState';
import { useRemoteData } from '../../../../../hooks/useRemoteData';

/**
 * 'История счёта': every action on the invoice, who took it and when, and what it made of the invoice. An edit of
 * an invoice whose price list has changed since says both prices of each line that kept its own.
 */
export function InvoiceHistoryPanel({ invoice, timezone }: { invoice: Invoice; timezone: string }) {
  // The invoice's updatedDate reloads the history after each action on it.
  const history = useRemoteData(`invoiceHistory.${invoice.id}`, ({ id }) => fetchInvoiceHistory(id), {
    id: invoice.id,
    at: invoice.updatedDate,
  });
  const rows = history.data ?? [];
  return (
    <LoadState
      loading={history.loading && !history.data}
      error={history.failed ? history.error : null}
      empty={rows.length === 0}
      onRetry={history.reload}
    >
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={`История счёта № ${invoice.number}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Когда</Table.ColumnHeader>
              <Table.ColumnHeader>Действие</Table.ColumnHeader>
              <Table.ColumnHeader>Статус</Table.ColumnHeader>
              <Table.ColumnHeader>Кто</Table.ColumnHeader>
              <Table.ColumnHeader>Что стало</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(r.createdDate, timezone)}</Table.Cell>
                <Table.Cell>{r.actionName}</Table.Cell>
                <Table.Cell>{r.fromStateName ? `${r.fromStateName} → ${r.toStateName}` : r.toStateName}</Table.Cell>
                <Table.Cell>{r.userFio ?? '—'}</Table.Cell>
                <Table.Cell minW="16rem">{r.comment ?? ''}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </LoadState>
  );
}

import { Checkbox, Table } from '@chakra-ui/react';
import { formatDateTime } from '../../../../../shared/format';
import type { OrderDocument } from '../../../../../shared/schemas/orders/orderDocuments';
import { fetchOrderDocFile } from '../../../../api/orderDocumentsApi';
import { CallButton } from './CallButton';

/** Opens a fetched PDF in a new tab; the object URL is let go once the tab had time to read it. */
export function openPdf(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

interface Props {
  documents: OrderDocument[];
  timezone: string;
  /** Ticked for signing; without onToggle there are no boxes. */
  selected: number[];
  onToggle?: (id: number, on: boolean) => void;
}

/** The order's generated documents: ticked for signing, when made and signed, 'Открыть' for the PDF. */
export function OrderDocsTable({ documents, timezone, selected, onToggle }: Props) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Сформированные документы">
        <Table.Header>
          <Table.Row>
            {onToggle && <Table.ColumnHeader w="1" />}
            <Table.ColumnHeader>Документ</Table.ColumnHeader>
            <Table.ColumnHeader>Сформирован</Table.ColumnHeader>
            <Table.ColumnHeader>Подписан</Table.ColumnHeader>
            <Table.ColumnHeader w="1" />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {documents.map((doc) => (
            <Table.Row key={doc.id} data-testid="order-doc-row">
              {onToggle && (
                <Table.Cell>
                  <Checkbox.Root
                    size="sm"
                    checked={selected.includes(doc.id)}
                    onCheckedChange={(e) => onToggle(doc.id, e.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label={`Подписать: ${doc.title}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              )}
              <Table.Cell>{doc.title}</Table.Cell>
              <Table.Cell>{formatDateTime(doc.createdDate, timezone)}</Table.Cell>
              <Table.Cell>{doc.signedDate ? formatDateTime(doc.signedDate, timezone) : 'Нет'}</Table.Cell>
              <Table.Cell>
                <CallButton
                  label="Открыть"
                  name={`orderPrint.open.${doc.id}`}
                  run={async () => openPdf(await fetchOrderDocFile(doc.id))}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

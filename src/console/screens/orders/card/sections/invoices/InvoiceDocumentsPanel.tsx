import { Badge, Button, Checkbox, Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../../../machines/kit/submissionMachine';
import { formatDateTime } from '../../../../../../shared/format';
import { WIDGET_KEYS } from '../../../../../../shared/operationKeys';
import type { Invoice, InvoiceDocument } from '../../../../../../shared/schemas/invoice';
import { deleteInvoiceDocument, fetchInvoiceDocuments } from '../../../../../api/invoicesApi';
import { ConfirmDeleteDialog } from '../../../../../components/dialogs/ConfirmDeleteDialog';
import { LoadState } from '../../../../../components/LoadState';
import { inspect } from '../../../../../debug/inspector';
import { useRemoteData } from '../../../../../hooks/useRemoteData';
import { useAllowed } from '../../../../../session/useSession';
import { notify } from '../../../../../toasts/toaster';
import { InvoiceDocumentDialog } from './InvoiceDocumentDialog';

const loadDocuments = ({ invoiceId, showDeleted }: { invoiceId: number; showDeleted: boolean }) =>
  fetchInvoiceDocuments(invoiceId, showDeleted);

/** What the document is: its file (opened from the server) or the external link. */
function DocumentLink({ document }: { document: InvoiceDocument }) {
  const href = document.fileUrl ?? document.externalUrl;
  const text = document.fileName ?? document.externalUrl ?? `Документ № ${document.id}`;
  if (!href) return <>{text}</>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="blue.700"
      textDecoration="underline"
      wordBreak="break-all"
    >
      {text}
    </Link>
  );
}

/** 'Удалить' asks first; the deletion is one call (submissionMachine), its refusal stays in the dialog. */
function DeleteDocumentDialog({
  document,
  onDeleted,
  onClose,
}: {
  document: InvoiceDocument;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const calls = useRef({ onDeleted });
  calls.current = { onDeleted };
  const actor = useActorRef(
    submissionMachine.provide({
      actors: { submit: fromPromise<unknown, { values: unknown }>(() => deleteInvoiceDocument(document.id)) },
    }),
    {
      inspect,
      systemId: 'invoiceDocuments.delete',
    },
  );
  const deleting = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (done) calls.current.onDeleted();
  }, [done]);
  return (
    <ConfirmDeleteDialog
      open={!done}
      title="Удалить документ счёта?"
      deleting={deleting}
      error={error}
      testId="invoice-document-delete"
      onCancel={onClose}
      onConfirm={() => actor.send({ type: 'form.submit', values: null })}
    >
      <Text>
        Документ «{document.fileName ?? document.externalUrl}» будет удалён. Его можно будет увидеть в списке удалённых.
      </Text>
    </ConfirmDeleteDialog>
  );
}

type Editing =
  | { kind: 'add' }
  | { kind: 'edit'; document: InvoiceDocument }
  | { kind: 'delete'; document: InvoiceDocument }
  | null;

/**
 * The invoice's documents: file or link, comment, when and who; 'Показать
 * удалённые'. Adding, editing and deleting follow the rights on 'order.invoices' and are hidden on a read-only card.
 */
export function InvoiceDocumentsPanel({ invoice, readOnly }: { invoice: Invoice; readOnly: boolean }) {
  const canInsert = useAllowed(WIDGET_KEYS.orderInvoices, ['permissionInsert']) && !readOnly;
  const canUpdate = useAllowed(WIDGET_KEYS.orderInvoices, ['permissionUpdate']) && !readOnly;
  const canDelete = useAllowed(WIDGET_KEYS.orderInvoices, ['permissionDelete']) && !readOnly;
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const documents = useRemoteData('invoiceDocuments', loadDocuments, { invoiceId: invoice.id, showDeleted });
  const rows = documents.data ?? [];
  const close = () => setEditing(null);
  const changed = (title: string) => () => {
    notify({ type: 'success', title });
    setEditing(null);
    documents.reload();
  };

  return (
    <Stack gap="3" data-testid="invoice-documents">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Checkbox.Root size="sm" checked={showDeleted} onCheckedChange={(e) => setShowDeleted(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Показать удалённые</Checkbox.Label>
        </Checkbox.Root>
        {canInsert && (
          <Button size="sm" onClick={() => setEditing({ kind: 'add' })}>
            Добавить документ
          </Button>
        )}
      </Flex>
      <LoadState
        loading={documents.loading && !documents.data}
        error={documents.failed ? documents.error : null}
        empty={rows.length === 0}
        onRetry={documents.reload}
      >
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Документы счёта">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Документ</Table.ColumnHeader>
                <Table.ColumnHeader>Комментарий</Table.ColumnHeader>
                <Table.ColumnHeader>Дата</Table.ColumnHeader>
                <Table.ColumnHeader>Кто добавил</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((d) => (
                <Table.Row key={d.id} data-testid="invoice-document-row" opacity={d.deletedDate ? 0.6 : 1}>
                  <Table.Cell>
                    <DocumentLink document={d} />
                    {d.deletedDate !== null && (
                      <Badge ml="2" colorPalette="red">
                        удалён
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>{d.comment ?? ''}</Table.Cell>
                  <Table.Cell>{formatDateTime(d.createdDate)}</Table.Cell>
                  <Table.Cell>{d.createdByUserFio ?? ''}</Table.Cell>
                  <Table.Cell>
                    {d.deletedDate === null && (
                      <Flex gap="2" justify="flex-end">
                        {canUpdate && (
                          <Button
                            size="xs"
                            variant="outline"
                            aria-label={`Изменить: ${d.fileName ?? d.externalUrl}`}
                            onClick={() => setEditing({ kind: 'edit', document: d })}
                          >
                            Изменить
                          </Button>
                        )}
                        {canDelete && (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            aria-label={`Удалить: ${d.fileName ?? d.externalUrl}`}
                            onClick={() => setEditing({ kind: 'delete', document: d })}
                          >
                            Удалить
                          </Button>
                        )}
                      </Flex>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </LoadState>
      {editing?.kind === 'add' && (
        <InvoiceDocumentDialog invoiceId={invoice.id} onSaved={changed('Документ добавлен')} onClose={close} />
      )}
      {editing?.kind === 'edit' && (
        <InvoiceDocumentDialog
          invoiceId={invoice.id}
          document={editing.document}
          onSaved={changed('Документ изменён')}
          onClose={close}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteDocumentDialog
          key={editing.document.id}
          document={editing.document}
          onDeleted={changed('Документ удалён')}
          onClose={close}
        />
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { fetchAvailableInvoices } from '../../api/reconciliationApi';
import { LoadState } from '../../components/LoadState';
import { useRemoteData } from '../../hooks/useRemoteData';
import { InvoicePickTable } from './InvoicePickTable';

interface Props {
  partnerId: number;
  partnerName: string;
  busy: boolean;
  onSubmit: (invoiceIds: number[]) => void;
  onClose: () => void;
}

/** 'Изменить счета': the act's partner's paid invoices in no act, ticked and added to the act. */
export function AddInvoicesDialog({ partnerId, partnerName, busy, onSubmit, onClose }: Props) {
  const available = useRemoteData('reconciliation.add.available', fetchAvailableInvoices, partnerId);
  const [invoiceIds, setInvoiceIds] = useState<number[]>([]);
  return (
    <Dialog.Root
      open
      size="xl"
      scrollBehavior="inside"
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="add-invoices-dialog" aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title>Добавить счета партнёра «{partnerName}»</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <LoadState loading={available.loading && !available.data} error={available.failed ? available.error : null} empty={false} onRetry={available.reload}>
                <InvoicePickTable invoices={available.data ?? []} selected={invoiceIds} onChange={setInvoiceIds} />
              </LoadState>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Отмена
              </Button>
              <Button colorPalette="blue" disabled={invoiceIds.length === 0} loading={busy} loadingText="Добавить" onClick={() => onSubmit(invoiceIds)}>
                Добавить
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

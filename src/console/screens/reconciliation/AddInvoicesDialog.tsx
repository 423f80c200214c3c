import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchAvailableInvoices } from '../../api/reconciliationApi';
import { FormDialogFrame } from '../../components/dialogs/FormDialogFrame';
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
    <FormDialogFrame
      title={`Добавить счета партнёра «${partnerName}»`}
      size="xl"
      busy={busy}
      testId="add-invoices-dialog"
      requiredNote={false}
      formProps={{
        onSubmit: (e) => {
          e.preventDefault();
          if (invoiceIds.length > 0 && !busy) onSubmit(invoiceIds);
        },
      }}
      onRequestClose={onClose}
      actions={
        <Button
          type="submit"
          colorPalette="blue"
          disabled={invoiceIds.length === 0}
          loading={busy}
          loadingText="Добавить"
        >
          Добавить
        </Button>
      }
    >
      <LoadState
        loading={available.loading && !available.data}
        error={available.failed ? available.error : null}
        empty={false}
        onRetry={available.reload}
      >
        <InvoicePickTable invoices={available.data ?? []} selected={invoiceIds} onChange={setInvoiceIds} />
      </LoadState>
    </FormDialogFrame>
  );
}

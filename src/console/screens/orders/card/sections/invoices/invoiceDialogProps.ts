import type { ActionError } from '../../../../../../../machines/invoices/invoicePanelMachine';
import type { Invoice } from '../../../../../../shared/schemas/invoice';

/** What every invoice action dialog gets from the panel. */
export interface InvoiceDialogProps<T> {
  invoice: Invoice;
  /** The action is under way. */
  busy: boolean;
  /** The server's refusal of the last send. */
  error: ActionError | null;
  /** What the dialog sent last (the chart keeps it through a refusal). */
  input: T | null;
  onSubmit: (input: T) => void;
  onClose: () => void;
}

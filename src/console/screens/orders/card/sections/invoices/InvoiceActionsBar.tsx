import { Button, Flex } from '@chakra-ui/react';
import { INVOICE_ACTION_NAMES, type InvoiceAction } from '../../../../../../../machines/invoices/invoiceMachine';

/** Actions that undo or take away: shown in red. */
const DESTRUCTIVE: readonly InvoiceAction[] = ['invoice.revoke', 'invoice.retract', 'invoice.deactivate'];

interface Props {
  invoiceNumber: string;
  /** Exactly the actions to offer (offeredActions): nothing else is shown. */
  actions: InvoiceAction[];
  busy: boolean;
  onAction: (action: InvoiceAction) => void;
}

/** One button per action the server allows and the user may take, named as the chart names it. */
export function InvoiceActionsBar({ invoiceNumber, actions, busy, onAction }: Props) {
  if (actions.length === 0) return null;
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label={`Действия со счётом № ${invoiceNumber}`}>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'invoice.edit' ? 'solid' : 'outline'}
          colorPalette={DESTRUCTIVE.includes(action) ? 'red' : 'blue'}
          disabled={busy}
          onClick={() => onAction(action)}
        >
          {INVOICE_ACTION_NAMES[action]}
        </Button>
      ))}
    </Flex>
  );
}

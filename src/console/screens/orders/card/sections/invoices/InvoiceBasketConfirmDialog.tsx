import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { InvoiceBasketActor } from '../../../../../../../machines/invoices/invoiceBasketMachine';
import { ConfirmDialog } from '../../../../../components/dialogs/ConfirmDialog';

/**
 * Another price list over a filled basket: its positions cannot stay, so the editor asks first.
 * The safe answer has the focus; Escape keeps the list and the positions.
 */
export function InvoiceBasketConfirmDialog({ actor }: { actor: InvoiceBasketActor }) {
  const open = useSelector(actor, (s) => s.matches('confirmingPriceList'));
  return (
    <ConfirmDialog
      open={open}
      title="Сменить прайс-лист?"
      confirmLabel="Сменить прайс-лист"
      confirmPalette="red"
      testId="invoice-price-list-confirm"
      onCancel={() => actor.send({ type: 'basket.priceList.cancel' })}
      onConfirm={() => actor.send({ type: 'basket.priceList.confirm' })}
    >
      <Text>Позиции счёта будут удалены: они из прежнего прайс-листа.</Text>
    </ConfirmDialog>
  );
}

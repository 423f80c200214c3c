import { useRef } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { InvoiceBasketActor } from '../../../../../../../machines/invoiceBasketMachine';

/**
 * Another price list over a filled basket (seed 001 section 4): its positions cannot stay, so the editor asks first.
 * The safe answer has the focus; Escape keeps the list and the positions.
 */
export function InvoiceBasketConfirmDialog({ actor }: { actor: InvoiceBasketActor }) {
  const open = useSelector(actor, (s) => s.matches('confirmingPriceList'));
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => actor.send({ type: 'basket.priceList.cancel' });
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      size="sm"
      lazyMount
      unmountOnExit
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(e) => {
        if (!e.open) cancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="invoice-price-list-confirm">
            <Dialog.Header>
              <Dialog.Title>Сменить прайс-лист?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>Позиции счёта будут удалены: они из прежнего прайс-листа.</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={cancel}>
                Отмена
              </Button>
              <Button colorPalette="red" onClick={() => actor.send({ type: 'basket.priceList.confirm' })}>
                Сменить прайс-лист
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

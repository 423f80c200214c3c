import { Button, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { DialogRoot } from '../../../../../components/focus/DialogRoot';
import { CopyLinkButton } from './CopyLinkButton';

interface Props {
  invoiceNumber: string;
  link: string;
  onClose: () => void;
}

/** The payment link a card or SBP action just made: to copy and hand to the client. */
export function PaymentLinkDialog({ invoiceNumber, link, onClose }: Props) {
  return (
    <DialogRoot open size="md" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="invoice-payment-link">
            <Dialog.Header>
              <Dialog.Title>Ссылка на оплату счёта № {invoiceNumber}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" align="flex-start">
                <Text>Ссылка сформирована. Скопируйте её и передайте клиенту.</Text>
                <Link href={link} target="_blank" rel="noreferrer" wordBreak="break-all" color="blue.fg">
                  {link}
                </Link>
                <CopyLinkButton link={link} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                Закрыть
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}

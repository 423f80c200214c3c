import { Button, CloseButton, Dialog, Portal, Separator, Stack } from '@chakra-ui/react';
import type { Office } from '../../../../shared/schemas/offices';
import { DialogRoot } from '../../../components/focus/DialogRoot';
import { useAllowed } from '../../../session/useSession';
import { OfficeCorporatePartnersSection } from './OfficeCorporatePartnersSection';
import { OfficeDomainsSection } from './OfficeDomainsSection';
import { OfficeRefValuesSection } from './OfficeRefValuesSection';
import { OfficeServicesSection } from './OfficeServicesSection';

/** An office's services, domains, attributes and corporate executors, each section saving its own changes. */
export function OfficeSettingsDialog({ office, onClose }: { office: Office; onClose: () => void }) {
  const editable = useAllowed('partners', ['permissionUpdate']) && office.deletedDate === null;
  return (
    <DialogRoot open size="lg" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="office-settings-dialog">
            <Dialog.Header>
              <Dialog.Title>Настройки офиса «{office.name}»</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <OfficeServicesSection officeId={office.id} editable={editable} />
                <Separator />
                <OfficeDomainsSection officeId={office.id} editable={editable} />
                <Separator />
                <OfficeRefValuesSection officeId={office.id} editable={editable} />
                <Separator />
                <OfficeCorporatePartnersSection officeId={office.id} editable={editable} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Закрыть
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}

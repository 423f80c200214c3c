import { Separator, Stack } from '@chakra-ui/react';
import type { Office } from '../../../../shared/schemas/offices';
import { ViewDialogFrame } from '../../../components/dialogs/ViewDialogFrame';
import { useAllowed } from '../../../session/useSession';
import { OfficeCorporatePartnersSection } from './OfficeCorporatePartnersSection';
import { OfficeDomainsSection } from './OfficeDomainsSection';
import { OfficeRefValuesSection } from './OfficeRefValuesSection';
import { OfficeServicesSection } from './OfficeServicesSection';

/** An office's services, domains, attributes and corporate executors, each section saving its own changes. */
export function OfficeSettingsDialog({ office, onClose }: { office: Office; onClose: () => void }) {
  const editable = useAllowed('partners', ['permissionUpdate']) && office.deletedDate === null;
  return (
    <ViewDialogFrame title={`Настройки офиса «${office.name}»`} testId="office-settings-dialog" onClose={onClose}>
      <Stack gap="5">
        <OfficeServicesSection officeId={office.id} editable={editable} />
        <Separator />
        <OfficeDomainsSection officeId={office.id} editable={editable} />
        <Separator />
        <OfficeRefValuesSection officeId={office.id} editable={editable} />
        <Separator />
        <OfficeCorporatePartnersSection officeId={office.id} editable={editable} />
      </Stack>
    </ViewDialogFrame>
  );
}

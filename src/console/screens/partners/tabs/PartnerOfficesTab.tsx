import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Office } from '../../../../shared/schemas/offices';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import { RUSSIAN_TIMEZONES } from '../../../../shared/timezones';
import { fetchPartnerOffices } from '../../../api/partners/officesApi';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { OfficeSettingsDialog } from '../office/OfficeSettingsDialog';
import { OfficeDialog } from './OfficeDialog';
import { PartnerRowsTab } from './PartnerRowsTab';

const zoneName = (tz: string) => RUSSIAN_TIMEZONES.find((z) => z.value === tz)?.label ?? tz;

/** The card's 'Офисы' tab: the partner's offices; a row opens its form, 'Настройки' its services and domains. */
export function PartnerOfficesTab({ partner }: { partner: Partner }) {
  const [settings, setSettings] = useState<Office | null>(null);
  const columns = useMemo<ColumnDef<Office>[]>(
    () => [
      {
        id: 'name',
        header: 'Название',
        value: (o) => o.name,
        primary: true,
        width: 280,
      },
      { id: 'address', header: 'Адрес', value: (o) => o.address, width: 280 },
      { id: 'timezone', header: 'Часовой пояс', value: (o) => zoneName(o.timezone) },
      { id: 'phone', header: 'Телефон', value: (o) => o.phone },
      {
        id: 'settings',
        header: 'Услуги и домены',
        value: () => '',
        sortable: false,
        cell: (o) => (
          <Button
            size="xs"
            variant="outline"
            onClick={(e) => {
              e.stopPropagation();
              setSettings(o);
            }}
          >
            Настройки
          </Button>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <PartnerRowsTab
        partner={partner}
        title="Офисы"
        tableKey="partner.offices"
        columns={columns}
        sortField="name"
        addLabel="Добавить офис"
        fetchRows={fetchPartnerOffices}
        renderDialog={({ row, onClose, onChanged }) => (
          <OfficeDialog partnerId={partner.id} office={row} onClose={onClose} onChanged={onChanged} />
        )}
      />
      {settings && <OfficeSettingsDialog office={settings} onClose={() => setSettings(null)} />}
    </>
  );
}

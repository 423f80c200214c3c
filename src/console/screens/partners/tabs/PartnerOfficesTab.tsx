import { Button, Flex } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Office } from '../../../../shared/schemas/offices';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import { RUSSIAN_TIMEZONES } from '../../../../shared/timezones';
import { fetchPartnerOffices } from '../../../api/partners/officesApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { OfficeSettingsDialog } from '../office/OfficeSettingsDialog';
import { OfficeDialog } from './OfficeDialog';

const zoneName = (tz: string) => RUSSIAN_TIMEZONES.find((z) => z.value === tz)?.label ?? tz;

/** The card's 'Офисы' tab: the partner's offices; a row opens its form, 'Настройки' its services and domains. */
export function PartnerOfficesTab({ partner }: { partner: Partner }) {
  const [showDeleted, setShowDeleted] = useState(false);
  const [editing, setEditing] = useState<Office | 'new' | null>(null);
  const [settings, setSettings] = useState<Office | null>(null);
  const [version, setVersion] = useState(0);
  const columns = useMemo<ColumnDef<Office>[]>(
    () => [
      {
        id: 'name',
        header: 'Название',
        value: (o) => o.name,
        // A deleted row's mark comes from the table (DataTablePage deletedLabel).
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
      <DataTablePage
        deletedLabel="Удалён"
        title="Офисы"
        tableKey="partner.offices"
        embedded
        mode="local"
        columns={columns}
        load={async () => {
          const rows = await fetchPartnerOffices(partner.id, showDeleted);
          return { rows, total: rows.length };
        }}
        defaults={{ sortField: 'name', sortOrder: 'ASC' }}
        rowKey={(o) => o.id}
        onOpen={(o) => setEditing(o)}
        reloadKey={version}
        paramsKey={showDeleted}
        actions={
          <Flex gap="3" align="center">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation="partners" flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
                Добавить офис
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {editing && (
        <OfficeDialog
          partnerId={partner.id}
          office={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
      {settings && <OfficeSettingsDialog office={settings} onClose={() => setSettings(null)} />}
    </>
  );
}

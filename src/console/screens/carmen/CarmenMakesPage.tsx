import { useMemo, useState } from 'react';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import type { CarmenMake } from '../../../shared/schemas/carmen';
import { fetchCarmenMakes, fetchVehicleMakeOptions, updateCarmenMake } from '../../api/carmenApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { CarmenMappingSelect, type MappingOption } from './CarmenMappingSelect';

async function loadMakes() {
  const rows = await fetchCarmenMakes();
  return { rows, total: rows.length };
}
const saveMake = async (id: number, vehicleMakeId: number | null) =>
  (await updateCarmenMake(id, vehicleMakeId)).vehicleMakeId;

/**
 * /vehicle/carmen-compat/: the makes of the Carmen CRM, each with a select of our makes that saves on change
 * (the select needs reference.carmen.makes with update).
 */
export default function CarmenMakesPage({ title }: { title: string }) {
  const canEdit = useAllowed(WIDGET_KEYS.carmenMakes, ['permissionUpdate']);
  const makes = useRemoteData('carmen.makeOptions', fetchVehicleMakeOptions, null);
  const [version, setVersion] = useState(0);
  const options = useMemo<MappingOption[]>(
    () => (makes.data ?? []).map((m) => ({ value: m.id, label: m.title })),
    [makes.data],
  );

  const columns = useMemo<ColumnDef<CarmenMake>[]>(
    () => [
      { id: 'carmenName', header: 'Марка в Carmen', value: (r) => r.carmenName, width: 280 },
      {
        id: 'vehicleMakeTitle',
        header: 'Наша марка',
        value: (r) => r.vehicleMakeTitle,
        width: 320,
        cell: (r) => (
          <CarmenMappingSelect
            // A change of the permission starts the row's chart again, read-only or editable.
            key={String(canEdit)}
            rowId={r.id}
            value={r.vehicleMakeId}
            valueLabel={r.vehicleMakeTitle}
            options={options}
            optionsLoading={makes.loading}
            canEdit={canEdit}
            rowLabel={r.carmenName}
            save={saveMake}
            onSaved={() => setVersion((v) => v + 1)}
          />
        ),
      },
      { id: 'id', header: 'Id в Carmen', value: (r) => r.id, width: 150 },
    ],
    [canEdit, options, makes.loading],
  );

  return (
    <DataTablePage
      title={title}
      tableKey="carmen.makes"
      mode="local"
      columns={columns}
      load={loadMakes}
      rowKey={(r) => r.id}
      defaults={{ sortField: 'carmenName', sortOrder: 'ASC' }}
      reloadKey={version}
    />
  );
}

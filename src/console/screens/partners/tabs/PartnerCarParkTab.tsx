import { Button } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { CarParkVehicle } from '../../../../shared/schemas/partners/partnerSearch';
import type { Partner } from '../../../../shared/schemas/partners/partners';
import { fetchCarPark } from '../../../api/partners/partnersSearchApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';

const COLUMNS: ColumnDef<CarParkVehicle>[] = [
  { id: 'number', header: 'Гос.номер', value: (v) => v.number, width: 160 },
  { id: 'makeTitle', header: 'Марка', value: (v) => v.makeTitle },
  { id: 'modelTitle', header: 'Модель', value: (v) => v.modelTitle },
  { id: 'vin', header: 'VIN', value: (v) => v.vin, width: 220 },
  { id: 'isActive', header: 'Активен', value: (v) => (v.isActive ? 'Да' : 'Нет') },
];

/** The card's 'Автопарк' tab of a corporate client: its vehicles (the car park's own screen edits them). */
export function PartnerCarParkTab({ partner }: { partner: Partner }) {
  const [, navigate] = useLocation();
  return (
    <DataTablePage
      title="Автопарк"
      tableKey="partner.carPark"
      embedded
      mode="local"
      columns={COLUMNS}
      load={async () => {
        const rows = await fetchCarPark(partner.id, true);
        return { rows, total: rows.length };
      }}
      defaults={{ sortField: 'number', sortOrder: 'ASC' }}
      rowKey={(v) => v.id}
      actions={
        <Button size="sm" variant="outline" onClick={() => navigate('/car/park')}>
          Открыть автопарк
        </Button>
      }
    />
  );
}

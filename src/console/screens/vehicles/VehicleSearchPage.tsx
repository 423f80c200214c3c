import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useLocation, useSearchParams } from 'wouter';
import { type VehicleFound, vehicleFindSchema } from '../../../shared/schemas/vehicles/vehicleEntity';
import { findVehicles } from '../../api/vehiclesApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { TextField } from '../../components/TextField';
import { usePageTitle } from '../../components/usePageTitle';

const COLUMNS: ColumnDef<VehicleFound>[] = [
  { id: 'number', header: 'Гос.номер', value: (v) => v.number },
  { id: 'makeTitle', header: 'Марка', value: (v) => v.makeTitle },
  { id: 'modelTitle', header: 'Модель', value: (v) => v.modelTitle },
  { id: 'vin', header: 'VIN', value: (v) => v.vin },
  { id: 'isCorporate', header: 'Корпоративный', value: (v) => (v.isCorporate ? 'Да' : '') },
];

/**
 * /vehicle/search and /vehicle: a part of the plate, then the table of number,
 * make, model, VIN and the corporate flag; a row opens the vehicle card. The number lives in the URL (?number=), so
 * Back from a card returns to the same results.
 */
export default function VehicleSearchPage({ title }: { title: string }) {
  usePageTitle(title);
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const number = params.get('number') ?? '';
  const [form, fields] = useForm<Record<string, string>>({
    id: 'vehicle-search',
    defaultValue: { number },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: vehicleFindSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') setParams({ number: String(submission.value.number) });
    },
  });

  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <form {...getFormProps(form)} noValidate>
        <Flex gap="3" align="flex-end" maxW="32rem">
          <TextField meta={fields.number} label="Гос.номер" autoComplete="off" />
          <Button type="submit" colorPalette="blue">
            Найти
          </Button>
        </Flex>
      </form>
      {number && (
        <DataTablePage
          embedded
          title="Найденные автомобили"
          tableKey="vehicle.search"
          mode="local"
          columns={COLUMNS}
          load={async () => {
            const rows = await findVehicles(number);
            return { rows, total: rows.length };
          }}
          rowKey={(v) => v.id}
          onOpen={(v) => navigate(`/vehicle/${v.id}/`)}
          defaults={{ sortField: '', sortOrder: 'ASC' }}
          reloadKey={number}
        />
      )}
    </Stack>
  );
}

import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { SERVICES_WITH_CANCEL_REASON } from '../../../../shared/constants';
import { REF_IDS, REF_VALUE_IDS } from '../../../../shared/referenceIds';
import type { OrderField } from '../../../../shared/schemas/orders/orderEntity';
import { fetchClientVehicles } from '../../../api/vehiclesApi';
import { DateTimeInput } from '../../../components/inputs/DateTimeInput';
import { SelectField, type SelectOption } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useRefOptions } from '../../../hooks/useRefOptions';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { ReadOnlyField } from '../../clients/ReadOnlyField';
import { ClientPicker } from './ClientPicker';
import { OfficeField } from './OfficeField';
import type { OrderFormText } from './orderFormValues';
import { useServiceOptions } from './orderOptions';
import { isTyreService } from './orderSaveBody';
import { ServiceFields } from './ServiceFields';
import type { StoredChoices } from './storedChoices';
import { TyreFields } from './TyreFields';

export type OrderFieldsMeta = { [K in keyof OrderFormText]: FieldMetadata<OrderFormText[K]> };

interface Props {
  fields: OrderFieldsMeta;
  /** The service's own fields. */
  serviceFields: readonly OrderField[];
  /** Editing a stored order: its service and client stay; the service is shown by this name. */
  fixedServiceName: string | null;
  /** How the stored order names its partner/office, client and vehicle. */
  stored: StoredChoices;
  /** Below 768 px with a tyre service: one short column. */
  compact: boolean;
  serverErrors: Record<string, string>;
}

/** GET /v1/vehicles?clientId answers holders of either key; without them the list is not asked for. */
const VEHICLE_LIST_KEYS = ['reference.person.card', 'reference.vehicle.findByNumber'];

const loadVehicles = async ({ clientId, mayRead }: { clientId: number; mayRead: boolean }): Promise<SelectOption[]> =>
  clientId > 0 && mayRead
    ? (await fetchClientVehicles(clientId)).map((v) => ({
        value: v.id,
        label: [v.number, v.makeTitle, v.modelTitle].filter(Boolean).join(' '),
      }))
    : [];

/** The client's vehicles, with the stored one kept as a choice when the list lacks it (or cannot be read). */
function useVehicleOptions(clientId: number, storedId: number, storedLabel: string | null): SelectOption[] {
  const byCard = useAllowed(VEHICLE_LIST_KEYS[0]);
  const byNumber = useAllowed(VEHICLE_LIST_KEYS[1]);
  const mayRead = byCard || byNumber;
  const vehicles = useRemoteData('orderForm.vehicles', loadVehicles, { clientId, mayRead }).data ?? [];
  if (!storedId || !storedLabel || vehicles.some((v) => v.value === storedId)) return vehicles;
  return [{ value: storedId, label: storedLabel }, ...vehicles];
}

/** The order form's fields; which ones show follows the service and the status. */
export function OrderFormFields({ fields, serviceFields, fixedServiceName, stored, compact, serverErrors }: Props) {
  const services = useServiceOptions();
  const statuses = useRefOptions(REF_IDS.orderStatus);
  const cancelReasons = useRefOptions(REF_IDS.orderCancelReason);
  const serviceId = Number(fields.serviceId.value) || 0;
  const clientId = Number(fields.clientId.value) || 0;
  const storedVehicleId = Number(fields.vehicleId.initialValue) || 0;
  const vehicles = useVehicleOptions(clientId, storedVehicleId, stored.vehicleLabel);
  const withCancelReason = SERVICES_WITH_CANCEL_REASON.includes(serviceId);
  const cancelled = withCancelReason && Number(fields.statusRefValueId.value) === REF_VALUE_IDS.orderStatusCancelled;
  const err = (meta: { name: string }) => serverErrors[meta.name];
  const columns = compact ? 1 : 2;

  return (
    <Stack gap="5" data-layout={compact ? 'compact' : 'full'}>
      <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
        {fixedServiceName !== null ? (
          <div>
            <ReadOnlyField label="Сервис" value={fixedServiceName} testId="order-service-readonly" />
            <input type="hidden" name={fields.serviceId.name} value={fields.serviceId.initialValue ?? ''} />
          </div>
        ) : (
          <SelectField
            key={`service:${services.length}`}
            meta={fields.serviceId}
            label="Сервис"
            options={services}
            required
            serverError={err(fields.serviceId)}
          />
        )}
        <ClientPicker
          meta={fields.clientId}
          fixed={fixedServiceName !== null}
          serverError={err(fields.clientId)}
          storedLabel={stored.clientLabel}
        />
        <SelectField
          key={`vehicle:${clientId}:${vehicles.length}`}
          meta={fields.vehicleId}
          label="Автомобиль"
          options={vehicles}
          serverError={err(fields.vehicleId)}
        />
        <SelectField
          key={`status:${statuses.length}`}
          meta={fields.statusRefValueId}
          label="Статус"
          options={statuses}
          required
          serverError={err(fields.statusRefValueId)}
        />
        {cancelled && (
          <SelectField
            key={`cancel:${cancelReasons.length}`}
            meta={fields.cancelReasonRefValueId}
            label="Причина отмены"
            options={cancelReasons}
            required
            serverError={err(fields.cancelReasonRefValueId)}
          />
        )}
        <OfficeField
          serviceId={serviceId}
          office={fields.officeId}
          partner={fields.partnerId}
          storedLabel={stored.officeLabel}
          storedPartnerName={stored.partnerOnlyName}
          serverError={err(fields.officeId)}
        />
        <TextField
          meta={fields.cost}
          label="Стоимость"
          inputMode="decimal"
          autoComplete="off"
          serverError={err(fields.cost)}
        />
        {withCancelReason && (
          <TextField
            meta={fields.outsideRingRoadDistance}
            label="Расстояние за МКАД, км"
            inputMode="numeric"
            autoComplete="off"
            serverError={err(fields.outsideRingRoadDistance)}
          />
        )}
        <DateTimeInput meta={fields.plannedDate} label="Плановая дата" serverError={err(fields.plannedDate)} />
        <TextField meta={fields.address} label="Адрес" autoComplete="off" serverError={err(fields.address)} />
        {compact ? (
          <input type="hidden" name={fields.description.name} value={fields.description.initialValue ?? ''} />
        ) : (
          <TextField
            meta={fields.description}
            label="Описание"
            autoComplete="off"
            serverError={err(fields.description)}
          />
        )}
      </SimpleGrid>
      {isTyreService(serviceId) && (
        <TyreFields
          serviceId={serviceId}
          storedObject={fields.storedObjectRefValueId}
          tires={fields.tires}
          rims={fields.rims}
          serverErrors={serverErrors}
        />
      )}
      <ServiceFields
        fields={serviceFields}
        values={fields.specificValues}
        refs={fields.specificRefValues}
        serverErrors={serverErrors}
        columns={columns}
      />
    </Stack>
  );
}

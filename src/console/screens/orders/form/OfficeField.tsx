import type { FieldMetadata } from '@conform-to/react';
import type { ServiceOffice } from '../../../../shared/schemas/partners/partnerSearch';
import { fetchServiceOffices } from '../../../api/partners/partnersSearchApi';
import { SelectField } from '../../../components/SelectField';
import { useRemoteData } from '../../../hooks/useRemoteData';

interface Props {
  serviceId: number;
  office: FieldMetadata<string>;
  partner: FieldMetadata<string>;
  /** The stored office's 'partner — office', kept as a choice even when the service's list lacks it. */
  storedLabel: string | null;
  /** The stored partner of an order with no office: the empty choice names it, as the card's header does. */
  storedPartnerName?: string | null;
  serverError?: string;
}

const loadOffices = async (serviceId: number): Promise<ServiceOffice[]> =>
  serviceId > 0 ? fetchServiceOffices(serviceId) : [];

/** 'Партнёр / офис' (GET /service_office/offices?serviceId): the office is chosen, its partner goes with it. */
export function OfficeField({ serviceId, office, partner, storedLabel, storedPartnerName = null, serverError }: Props) {
  const offices = useRemoteData('orderForm.offices', loadOffices, serviceId).data ?? [];
  const officeId = Number(office.value) || 0;
  const storedId = Number(office.initialValue) || 0;
  const options = offices.map((o) => ({ value: o.id, label: `${o.partnerName} — ${o.name}` }));
  if (storedId && storedLabel && !offices.some((o) => o.id === storedId))
    options.unshift({ value: storedId, label: storedLabel });
  // An untouched choice keeps the stored partner, also when the order has a partner and no office (an office refused).
  const partnerId =
    offices.find((o) => o.id === officeId)?.partnerId ?? (officeId === storedId ? (partner.initialValue ?? '') : '');
  return (
    <div>
      <SelectField
        key={`office:${options.length}`}
        meta={office}
        label="Партнёр / офис"
        options={options}
        serverError={serverError}
        // No office chosen keeps the stored partner (the hidden partner id below), so the empty choice says so.
        placeholder={storedPartnerName ? `${storedPartnerName} — офис не выбран` : undefined}
      />
      <input type="hidden" name={partner.name} value={String(partnerId)} />
    </div>
  );
}

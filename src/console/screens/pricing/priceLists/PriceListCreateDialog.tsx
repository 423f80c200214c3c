import { type PriceListRow, priceListCreateSchema } from '../../../../shared/schemas/pricing/priceLists';
import { createPriceList } from '../../../api/pricing/priceListsApi';
import { ModalForm } from '../../../components/ModalForm';
import { PartnerOfficeSelect } from '../../../components/partnerChoice/PartnerOfficeSelect';
import { usePartnerChoice, useServiceChoice } from '../../../components/partnerChoice/usePartnerChoices';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';

interface Props {
  onClose: () => void;
  onCreated: (list: PriceListRow) => void;
}

/** A new price list: name, partner (locked to his own for a partner's staff), service, optionally an office of it. */
export function PriceListCreateDialog({ onClose, onCreated }: Props) {
  const partners = usePartnerChoice();
  const services = useServiceChoice();
  return (
    <ModalForm
      open
      title="Новый прайс-лист"
      schema={priceListCreateSchema}
      defaultValue={partners.locked && partners.ownPartnerId ? { partnerId: partners.ownPartnerId } : undefined}
      onSubmit={(values) => createPriceList(values)}
      onSaved={(created) => onCreated(created as PriceListRow)}
      onClose={onClose}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
          <SelectField
            key={`partners-${partners.options.length}`}
            meta={fields.partnerId}
            label="Партнёр"
            required
            options={partners.options}
            serverError={serverErrors.partnerId}
          />
          <SelectField
            key={`services-${services.length}`}
            meta={fields.serviceId}
            label="Услуга"
            required
            options={services}
            serverError={serverErrors.serviceId}
          />
          <PartnerOfficeSelect
            partnerId={Number(fields.partnerId.value) || null}
            meta={fields.partnerOfficeId}
            label={PRICE_LIST_OFFICE_LABEL}
            placeholder="Без офиса"
            serverError={serverErrors.partnerOfficeId}
          />
        </>
      )}
    </ModalForm>
  );
}

export const PRICE_LIST_OFFICE_LABEL = 'Офис (для стационарного прайс-листа)';

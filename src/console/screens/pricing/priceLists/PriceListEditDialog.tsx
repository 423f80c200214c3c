import { type PriceListRow, priceListUpdateSchema } from '../../../../shared/schemas/pricing/priceLists';
import { deletePriceList, restorePriceList, updatePriceList } from '../../../api/pricing/priceListsApi';
import { ModalForm } from '../../../components/ModalForm';
import { PartnerOfficeSelect } from '../../../components/partnerChoice/PartnerOfficeSelect';
import { useServiceChoice } from '../../../components/partnerChoice/usePartnerChoices';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useAllowed } from '../../../session/useSession';
import { PRICE_LIST_OFFICE_LABEL } from './PriceListCreateDialog';
import { PRICELISTS_KEY } from './priceListPaths';

interface Props {
  list: PriceListRow;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * The list's header: name, service and office (of its own partner); delete (soft) or restore. Save is enabled once
 * something changed; a failed save keeps what was typed; closing a changed form asks first (the kit's ModalForm).
 */
export function PriceListEditDialog({ list, onClose, onChanged }: Props) {
  const canUpdate = useAllowed(PRICELISTS_KEY, ['permissionUpdate']);
  const canDelete = useAllowed(PRICELISTS_KEY, ['permissionDelete']);
  const services = useServiceChoice();
  const deleted = list.deletedDate !== null;
  return (
    <ModalForm
      open
      title={`Прайс-лист «${list.name}»`}
      schema={priceListUpdateSchema}
      defaultValue={{
        name: list.name,
        serviceId: list.serviceId,
        partnerOfficeId: list.partnerOfficeId ?? undefined,
      }}
      onSubmit={(values) => updatePriceList(list.id, values)}
      onSaved={onChanged}
      onClose={onClose}
      canSave={canUpdate && !deleted}
      onDelete={() => (deleted ? restorePriceList(list.id) : deletePriceList(list.id))}
      deleteLabel={deleted ? 'Восстановить' : 'Удалить'}
      canDelete={deleted ? canUpdate : canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
          <SelectField
            key={`services-${services.length}`}
            meta={fields.serviceId}
            label="Услуга"
            required
            options={services}
            serverError={serverErrors.serviceId}
          />
          <PartnerOfficeSelect
            partnerId={list.partnerId}
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

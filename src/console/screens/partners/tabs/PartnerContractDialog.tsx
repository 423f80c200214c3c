import { SimpleGrid } from '@chakra-ui/react';
import {
  type PartnerLegalService,
  partnerLegalServiceCreateSchema,
} from '../../../../shared/schemas/partners/partnerContracts';
import { fetchServices } from '../../../api/ordersApi';
import {
  createPartnerContract,
  deletePartnerContract,
  restorePartnerContract,
  updatePartnerContract,
} from '../../../api/partners/partnerContractsApi';
import { findPartnerLegals } from '../../../api/partners/partnerLegalsApi';
import { asTextMeta } from '../../../components/asTextMeta';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';

interface Props {
  partnerId: number;
  /** Null: a new contract. */
  contract: PartnerLegalService | null;
  onClose: () => void;
  onChanged: () => void;
}

const loadOptions = async (partnerId: number) => {
  const [{ partnerLegals }, services] = await Promise.all([
    findPartnerLegals({ partnerId, size: 500, sortField: 'name', sortOrder: 'ASC' }),
    fetchServices(),
  ]);
  return {
    legals: partnerLegals.map((l) => ({ value: l.id, label: l.name })),
    services: services.map((s) => ({ value: s.id, label: s.name })),
  };
};

/** Add or edit a contract of a legal entity for a service with the fee; delete (soft) or restore it. */
export function PartnerContractDialog({ partnerId, contract, onClose, onChanged }: Props) {
  const canInsert = useAllowed('partners', ['permissionInsert']);
  const canUpdate = useAllowed('partners', ['permissionUpdate']);
  const canDelete = useAllowed('partners', ['permissionDelete']);
  const options = useRemoteData(`partner.${partnerId}.contractOptions`, loadOptions, partnerId);
  const deleted = Boolean(contract?.deletedDate);
  // Editing keeps the legal entity and the service: they travel as they are and the fields are locked.
  const legals = contract
    ? [{ value: contract.partnerLegalId, label: contract.partnerLegalName }]
    : (options.data?.legals ?? []);
  const services = contract
    ? [{ value: contract.serviceId, label: contract.serviceName }]
    : (options.data?.services ?? []);
  return (
    <ModalForm
      open
      size="lg"
      title={contract ? `Договор: ${contract.partnerLegalName}, ${contract.serviceName}` : 'Новый договор'}
      schema={partnerLegalServiceCreateSchema}
      defaultValue={
        contract
          ? {
              partnerLegalId: contract.partnerLegalId,
              serviceId: contract.serviceId,
              contractNumber: contract.contractNumber ?? undefined,
              contractDate: contract.contractDate ?? undefined,
              feeRate: contract.feeRate === null ? undefined : String(contract.feeRate),
              feeFixedPart: contract.feeFixedPart === null ? undefined : String(contract.feeFixedPart),
            }
          : undefined
      }
      onSubmit={({ partnerLegalId, serviceId, ...rest }) =>
        contract
          ? updatePartnerContract(contract.id, rest)
          : createPartnerContract({ partnerLegalId, serviceId, ...rest })
      }
      onSaved={onChanged}
      onClose={onClose}
      canSave={contract ? canUpdate && !deleted : canInsert}
      onDelete={
        contract
          ? () => (deleted ? restorePartnerContract(contract.id) : deletePartnerContract(contract.id))
          : undefined
      }
      deleteLabel={deleted ? 'Восстановить' : 'Удалить'}
      canDelete={deleted ? canUpdate : canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <>
          <SelectField
            key={`legal:${legals.length}`}
            meta={fields.partnerLegalId}
            label="Юридическое лицо"
            required
            options={legals}
            serverError={serverErrors.partnerLegalId}
          />
          <SelectField
            key={`service:${services.length}`}
            meta={fields.serviceId}
            label="Услуга"
            required
            options={services}
            serverError={serverErrors.serviceId}
          />
          <SimpleGrid columns={2} gap="3">
            <TextField
              meta={asTextMeta(fields.contractNumber)}
              label="Номер договора"
              serverError={serverErrors.contractNumber}
            />
            <TextField
              meta={asTextMeta(fields.contractDate)}
              label="Дата договора (ГГГГ-ММ-ДД)"
              serverError={serverErrors.contractDate}
            />
            <TextField
              meta={asTextMeta(fields.feeRate)}
              label="Комиссия, %"
              inputMode="decimal"
              serverError={serverErrors.feeRate}
            />
            <TextField
              meta={asTextMeta(fields.feeFixedPart)}
              label="Фиксированная часть, ₽"
              inputMode="decimal"
              serverError={serverErrors.feeFixedPart}
            />
          </SimpleGrid>
        </>
      )}
    </ModalForm>
  );
}

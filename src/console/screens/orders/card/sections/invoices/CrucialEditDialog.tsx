import { Text } from '@chakra-ui/react';
import { ERROR_CODES } from '../../../../../../shared/errorCodes';
import type { PartnerLegal } from '../../../../../../shared/schemas/invoice';
import { fetchPartnerLegals } from '../../../../../api/invoicesApi';
import { ActionFormDialog } from '../../../../../components/dialogs/ActionFormDialog';
import { SelectField } from '../../../../../components/SelectField';
import { useRemoteData } from '../../../../../hooks/useRemoteData';
import { TextAreaField } from '../TextAreaField';
import { crucialFormSchema, type InvoiceActionInputs } from './invoiceActionSchemas';
import type { InvoiceDialogProps } from './invoiceDialogProps';

/** ENTITY_NOT_FOUND on a partner legal lookup is ignored (no legal entities to offer). */
const legalsOfService = (serviceId: number): Promise<PartnerLegal[]> =>
  fetchPartnerLegals({ serviceId }).catch((e: { errorCode?: string; status?: number }) =>
    e?.status === 404 || e?.errorCode === ERROR_CODES.entityNotFound ? [] : Promise.reject(e),
  );

/** 'Существенное изменение' of a paid invoice: another legal entity of the invoice's partner, with the reason why. */
export function CrucialEditDialog({
  invoice,
  busy,
  error,
  input,
  onSubmit,
  onClose,
}: InvoiceDialogProps<InvoiceActionInputs['invoice.crucialEdit']>) {
  const legals = useRemoteData('invoiceCrucial.legals', legalsOfService, invoice.serviceId);
  const own = (legals.data ?? []).filter((l) => invoice.partnerId === null || l.partnerId === invoice.partnerId);
  const options = own.map((l) => ({ value: l.id, label: l.inn ? `${l.name} (ИНН ${l.inn})` : l.name }));
  if (invoice.partnerLegalId !== null && !own.some((l) => l.id === invoice.partnerLegalId)) {
    options.unshift({
      value: invoice.partnerLegalId,
      label: invoice.partnerLegalName ?? `№ ${invoice.partnerLegalId}`,
    });
  }
  return (
    <ActionFormDialog
      title={`Существенное изменение: счёт № ${invoice.number}`}
      schema={crucialFormSchema}
      defaultValue={input ?? { partnerLegalId: invoice.partnerLegalId ?? undefined, comment: '' }}
      submitLabel="Сохранить"
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="invoice-crucial"
    >
      {({ fields, serverErrors }) => (
        <>
          <Text>Суммы оплаченного счёта не меняются; изменение попадёт в историю счёта с указанной причиной.</Text>
          <SelectField
            key={`legals:${options.length}`}
            meta={fields.partnerLegalId}
            label="Юридическое лицо"
            options={options}
            required
            serverError={serverErrors.partnerLegalId}
          />
          {legals.failed && legals.error && (
            <Text color="fg.error" fontSize="sm">
              {legals.error.message}
            </Text>
          )}
          <TextAreaField meta={fields.comment} label="Причина изменения" required serverError={serverErrors.comment} />
        </>
      )}
    </ActionFormDialog>
  );
}

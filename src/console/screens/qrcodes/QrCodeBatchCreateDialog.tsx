import { QR_BATCH_MAX, qrCodeBatchCreateSchema } from '../../../shared/schemas/qrcodes';
import { createQrCodeBatch } from '../../api/qrcodes/qrCodesApi';
import { asTextMeta } from '../../components/asTextMeta';
import { ModalForm } from '../../components/ModalForm';
import { PartnerOfficeSelect } from '../../components/partnerChoice/PartnerOfficeSelect';
import { usePartnerChoice } from '../../components/partnerChoice/usePartnerChoices';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { notify } from '../../toasts/toaster';

interface Props {
  onClose: () => void;
  onCreated: () => void;
}

/**
 * 'Создать коды': the partner (a partner's staff: their own, the only choice), optionally one of its offices, how
 * many codes (1–1000) and a comment.
 */
export function QrCodeBatchCreateDialog({ onClose, onCreated }: Props) {
  const partners = usePartnerChoice();
  return (
    <ModalForm
      open
      title="Создать коды"
      submitLabel="Создать"
      schema={qrCodeBatchCreateSchema}
      defaultValue={partners.locked && partners.ownPartnerId ? { partnerId: partners.ownPartnerId } : undefined}
      onSubmit={(values) => createQrCodeBatch(values)}
      onSaved={(created) => {
        notify({ type: 'success', title: 'Коды созданы', description: `Партия № ${(created as { id: number }).id}` });
        onCreated();
      }}
      onClose={onClose}
    >
      {({ fields, serverErrors }) => (
        <>
          <SelectField
            key={`partners-${partners.options.length}`}
            meta={fields.partnerId}
            label="Партнёр"
            required
            options={partners.options}
            serverError={serverErrors.partnerId}
          />
          <PartnerOfficeSelect
            partnerId={Number(fields.partnerId.value) || null}
            meta={fields.officeId}
            label="Офис"
            placeholder="Любой офис партнёра"
            serverError={serverErrors.officeId}
          />
          <TextField
            meta={fields.count}
            label={`Количество кодов (до ${QR_BATCH_MAX})`}
            required
            inputMode="numeric"
            serverError={serverErrors.count}
          />
          <TextField meta={asTextMeta(fields.comment)} label="Комментарий" serverError={serverErrors.comment} />
        </>
      )}
    </ModalForm>
  );
}

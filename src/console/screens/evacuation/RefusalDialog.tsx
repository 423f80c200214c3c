import { Text } from '@chakra-ui/react';
import { REF_IDS, REF_VALUE_IDS } from '../../../shared/referenceIds';
import type { EvacuationOrderRow } from '../../../shared/schemas/evacuation';
import { refusalFormSchema } from '../../../shared/schemas/orders/orderForms';
import { refusePartnerOffice } from '../../api/evacuationApi';
import { ModalForm } from '../../components/ModalForm';
import { SelectField } from '../../components/SelectField';
import { useRefOptions } from '../../hooks/useRefOptions';
import { notify } from '../../toasts/toaster';
import { TextAreaField } from '../orders/card/sections/TextAreaField';

interface Props {
  /** The order refused; the dialog is open while there is one. */
  order: EvacuationOrderRow | null;
  onClose: () => void;
  /** After the server took the refusal: the list reloads. */
  onSaved: () => void;
}

/**
 * 'Отказ офиса': the reason from book 904 is required, the comment too when the
 * reason is 'Другое' (503). The partner's office then leaves the order (POST /orders/partner_office_refuse).
 */
export function RefusalDialog({ order, onClose, onSaved }: Props) {
  const reasons = useRefOptions(REF_IDS.refusalReason);
  return (
    <ModalForm
      open={order !== null}
      title={order ? `Отказ офиса от заявки № ${order.number}` : 'Отказ офиса'}
      schema={refusalFormSchema}
      onSubmit={(values) => refusePartnerOffice({ ...values, orderId: order!.id })}
      onSaved={() => {
        notify({ type: 'success', title: 'Успех', description: 'Отказ офиса сохранён' });
        onSaved();
      }}
      onClose={onClose}
      // A new refusal: 'Сохранить' on the empty form shows what is missing.
      allowPristineSubmit
    >
      {({ fields, serverErrors }) => (
        <>
          <Text fontSize="sm" color="fg.muted">
            Офис партнёра будет снят с заявки.
          </Text>
          <SelectField
            meta={fields.reasonRefValueId}
            label="Причина отказа"
            options={reasons}
            required
            serverError={serverErrors.reasonRefValueId}
          />
          <TextAreaField
            meta={fields.comment}
            label="Комментарий"
            required={fields.reasonRefValueId.value === String(REF_VALUE_IDS.refusalOther)}
            serverError={serverErrors.comment}
          />
        </>
      )}
    </ModalForm>
  );
}

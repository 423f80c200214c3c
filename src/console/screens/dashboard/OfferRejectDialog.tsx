import { Button, Text } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect } from 'react';
import type { FormValues } from '../../../../machines/kit/dirtyGuardMachine';
import { type OrderOffer, offerRejectSchema } from '../../../shared/schemas/orderOffers';
import { FormDialogFrame } from '../../components/dialogs/FormDialogFrame';
import { fillConformForm } from '../../components/drafts/fillConformForm';
import { useDirtyGuard } from '../../components/useDirtyGuard';
import { TextAreaField } from '../orders/card/sections/TextAreaField';

interface Props {
  offer: OrderOffer;
  /** The answer is being sent: the dialog cannot be closed. */
  busy: boolean;
  onReject: (comment?: string) => void;
  onCancel: () => void;
}

/**
 * 'Отклонить предложение': an optional comment (up to 500 characters, the server's rule) for the operator who started
 * the search. Closing with a typed comment asks first.
 */
export function OfferRejectDialog({ offer, busy, onReject, onCancel }: Props) {
  const [form, fields] = useForm({
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: offerRejectSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onReject(submission.value.comment);
    },
  });
  const guard = useDirtyGuard({
    name: `offerReject.guard.${offer.orderNumber}`,
    title: 'Отклонить предложение',
    initialValues: {},
    onClose: onCancel,
    restore: (values) => fillConformForm(form, values),
  });
  const { change } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);

  return (
    <>
      <FormDialogFrame
        title="Отклонить предложение"
        busy={busy}
        testId="offer-reject-dialog"
        formProps={getFormProps(form)}
        onRequestClose={() => guard.requestLeave({ kind: 'close' })}
        actions={
          <Button type="submit" colorPalette="red" loading={busy} loadingText="Отклонить">
            Отклонить
          </Button>
        }
      >
        {guard.restoredNotice}
        <Text>
          Заявка № {offer.orderNumber}
          {offer.addressFrom ? `, ${offer.addressFrom}` : ''}
        </Text>
        <TextAreaField meta={fields.comment} label="Комментарий" />
      </FormDialogFrame>
      {guard.dialog}
    </>
  );
}

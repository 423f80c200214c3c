import { Button, Text } from '@chakra-ui/react';
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  type BonusOperationKind,
  type BonusOperationResult,
  bonusOperationMachine,
} from '../../../../../machines/clients/bonusOperationMachine';
import type { FormValues } from '../../../../../machines/kit/dirtyGuardMachine';
import { REF_VALUE_IDS } from '../../../../shared/referenceIds';
import { bonusOperationSchema } from '../../../../shared/schemas/clients/bonus';
import { sendBonusOperation } from '../../../api/clientExtrasApi';
import { FormDialogFrame } from '../../../components/dialogs/FormDialogFrame';
import { fillConformForm } from '../../../components/drafts/fillConformForm';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { formErrorBanner } from '../../../components/formErrorBanner';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useDirtyGuard } from '../../../components/useDirtyGuard';
import { inspect } from '../../../debug/inspector';
import { notify } from '../../../toasts/toaster';

/** Reference 74's values, labelled as the operator sees them. */
const OPERATION_TYPES = [
  { value: REF_VALUE_IDS.bonusCredit, label: 'Начисление' },
  { value: REF_VALUE_IDS.bonusWriteOff, label: 'Списание' },
];
/** The toast after a successful operation: 'успешно начислены' / 'успешно списаны'. */
const DONE_TOAST: Record<BonusOperationKind, string> = {
  accrual: 'Бонусы успешно начислены',
  writeOff: 'Бонусы успешно списаны',
};

interface Props {
  clientId: number;
  /** The client's current bonus: the most a write-off may take. */
  balance: number;
  onClose: () => void;
  /** After the success toast: the tab reloads its history and the card its client. */
  onDone: (result: BonusOperationResult) => void;
}

/**
 * 'Начислить / списать': type, amount and comment with every bonus rule and message;
 * maxBonus is the balance. The lifecycle is bonusOperationMachine; the form (conform) shows the rules as the user
 * types, the chart checks them again and sends the amount signed. Mounted only while open.
 */
export function BonusOperationDialog({ clientId, balance, onClose, onDone }: Props) {
  const calls = useRef({ onClose, onDone });
  calls.current = { onClose, onDone };

  const actor = useActorRef(
    bonusOperationMachine.provide({
      actors: { sendOperation: fromPromise(({ input }) => sendBonusOperation(input)) },
      actions: {
        operationDone: (_, result) => {
          notify({ type: 'success', title: DONE_TOAST[result.kind] });
          calls.current.onDone(result);
        },
      },
    }),
    { input: { clientId, maxBonus: balance }, inspect, systemId: 'bonusOperation' },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const finished = useSelector(actor, (s) => s.matches('done'));
  const error = useSelector(actor, (s) => s.context.error);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  // A refusal about a field is told at the field only.
  const banner = formErrorBanner(error && { ...error, details: fieldErrors }, [
    'operationTypeRefValueId',
    'bonus',
    'comment',
  ]);

  const [form, fields] = useForm({
    defaultValue: { maxBonus: String(balance) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bonusOperationSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') actor.send({ type: 'bonus.submit', values: submission.value });
    },
  });

  const guard = useDirtyGuard({
    name: 'bonusOperation.guard',
    title: 'Начислить / списать бонусы',
    initialValues: form.initialValue as FormValues,
    restore: (values) => fillConformForm(form, values),
    onClose: () => {
      actor.send({ type: 'bonus.cancel' });
      calls.current.onClose();
    },
  });
  const { change, saved } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);
  useEffect(() => {
    if (!finished) return;
    saved();
    calls.current.onClose();
  }, [finished, saved]);

  const { key: maxBonusKey, ...maxBonusProps } = getInputProps(fields.maxBonus, { type: 'hidden' });
  const requestClose = () => {
    if (!busy) guard.requestLeave({ kind: 'close' });
  };

  return (
    <>
      <FormDialogFrame
        title="Начислить / списать бонусы"
        busy={busy}
        testId="bonus-operation-dialog"
        formProps={getFormProps(form)}
        onRequestClose={requestClose}
        actions={
          <Button type="submit" colorPalette="blue" loading={busy} loadingText="Сохранить">
            Сохранить
          </Button>
        }
      >
        <Text>
          Баланс клиента: <b data-testid="bonus-dialog-balance">{balance}</b>
        </Text>
        {guard.restoredNotice}
        {banner && <ErrorPanel error={banner} />}
        <input key={maxBonusKey} {...maxBonusProps} />
        <SelectField
          meta={fields.operationTypeRefValueId}
          label="Тип операции"
          required
          options={OPERATION_TYPES}
          serverError={fieldErrors.operationTypeRefValueId}
        />
        <TextField
          meta={fields.bonus}
          label="Количество бонусов"
          required
          inputMode="numeric"
          serverError={fieldErrors.bonus}
        />
        <TextField meta={fields.comment} label="Комментарий" required serverError={fieldErrors.comment} />
      </FormDialogFrame>
      {guard.dialog}
    </>
  );
}

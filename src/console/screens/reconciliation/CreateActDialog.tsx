import { Button, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { actCreateSchema, type ReconciliationAct } from '../../../shared/schemas/reconciliation';
import { createAct, fetchAvailableInvoices } from '../../api/reconciliationApi';
import { FormDialogFrame } from '../../components/dialogs/FormDialogFrame';
import { ErrorPanel } from '../../components/ErrorPanel';
import { LoadState } from '../../components/LoadState';
import { useDirtyGuard } from '../../components/useDirtyGuard';
import { inspect } from '../../debug/inspector';
import { useRemoteData } from '../../hooks/useRemoteData';
import { InvoicePickTable } from './InvoicePickTable';

interface Props {
  onClose: () => void;
  onCreated: (act: ReconciliationAct) => void;
}

const loadAvailable = () => fetchAvailableInvoices();
const EMPTY = { partnerId: null, invoiceIds: [], comment: '' };

/**
 * 'Создать акт': a partner, then that partner's paid invoices in no act (select all, the total of the ticked), a
 * comment. A failed create is only recorded; it shows here, with no toast.
 */
export function CreateActDialog({ onClose, onCreated }: Props) {
  const available = useRemoteData('reconciliation.create.available', loadAvailable, null);
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const [invoiceIds, setInvoiceIds] = useState<number[]>([]);
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const created = useRef<ReconciliationAct | null>(null);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  const save = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(
          async ({ input }) =>
            (created.current = await createAct(input.values as { invoiceIds: number[]; comment?: string })),
        ),
      },
    }),
    { inspect, systemId: 'reconciliation.create' },
  );
  const busy = useSelector(save, (s) => s.hasTag('busy'));
  const done = useSelector(save, (s) => s.status === 'done');
  const error = useSelector(save, (s) => s.context.error);

  const guard = useDirtyGuard({
    name: 'reconciliation.create.guard',
    title: 'Новый акт сверки',
    initialValues: EMPTY,
    onClose,
    restore: (values) => {
      setPartnerId((values.partnerId as number | null) ?? null);
      setInvoiceIds((values.invoiceIds as number[] | undefined) ?? []);
      setComment((values.comment as string | undefined) ?? '');
    },
  });
  const { change, saved } = guard;
  useEffect(() => change({ partnerId, invoiceIds, comment }), [change, partnerId, invoiceIds, comment]);
  useEffect(() => {
    if (!done || !created.current) return;
    saved();
    onCreatedRef.current(created.current);
  }, [done, saved]);

  const invoices = available.data ?? [];
  const partners = useMemo(() => {
    const byId = new Map(invoices.map((i) => [i.partnerId, i.partnerName]));
    return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  }, [invoices]);
  const partnerInvoices = invoices.filter((i) => i.partnerId === partnerId);

  const submit = () => {
    const body = { invoiceIds, ...(comment.trim() ? { comment } : {}) };
    const parsed = actCreateSchema.safeParse(body);
    const messages: Record<string, string> = {};
    if (partnerId === null) messages.partnerId = 'Выберите партнёра';
    for (const issue of parsed.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
    setProblems(messages);
    if (Object.keys(messages).length === 0 && parsed.success) save.send({ type: 'form.submit', values: parsed.data });
  };

  return (
    <>
      <FormDialogFrame
        title="Новый акт сверки"
        size="xl"
        busy={busy}
        testId="create-act-dialog"
        formProps={{
          noValidate: true,
          onSubmit: (e) => {
            e.preventDefault();
            submit();
          },
        }}
        onRequestClose={() => guard.requestLeave({ kind: 'close' })}
        actions={
          <Button type="submit" colorPalette="blue" loading={busy} loadingText="Создать">
            Создать
          </Button>
        }
      >
        {guard.restoredNotice}
        {error && <ErrorPanel error={error} testId="create-act-error" />}
        <LoadState
          loading={available.loading && !available.data}
          error={available.failed ? available.error : null}
          empty={false}
          onRetry={available.reload}
        >
          <Field.Root required invalid={!!problems.partnerId}>
            <Field.Label>
              Партнёр
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={partnerId ?? ''}
                onChange={(e) => {
                  setPartnerId(Number(e.target.value) || null);
                  setInvoiceIds([]);
                }}
              >
                <option value="">{partners.length ? 'Не выбрано' : 'Нет вариантов'}</option>
                {partners.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {problems.partnerId && <Field.ErrorText>{problems.partnerId}</Field.ErrorText>}
          </Field.Root>
          {partnerId !== null && (
            // Not a Field: its checkboxes would all take the field's one id.
            <Stack gap="1" role="group" aria-label="Счета">
              <Text fontWeight="medium" fontSize="sm">
                Счета{' '}
                <Text as="span" color="fg.error">
                  *
                </Text>
              </Text>
              <InvoicePickTable invoices={partnerInvoices} selected={invoiceIds} onChange={setInvoiceIds} />
              {problems.invoiceIds && (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {problems.invoiceIds}
                </Text>
              )}
            </Stack>
          )}
          <Field.Root invalid={!!problems.comment}>
            <Field.Label>Комментарий</Field.Label>
            <Textarea rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
            {problems.comment && <Field.ErrorText>{problems.comment}</Field.ErrorText>}
          </Field.Root>
        </LoadState>
      </FormDialogFrame>
      {guard.dialog}
    </>
  );
}

import { Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../machines/kit/submissionMachine';
import type { TravelCommission } from '../../../../shared/schemas/travel/travelPromoCodes';
import {
  createTravelCommission,
  deleteTravelCommission,
  fetchTravelCommissions,
  updateTravelCommission,
} from '../../../api/travel/travelPromoCodesApi';
import { asTextMeta as asText } from '../../../components/asTextMeta';
import { ConfirmDeleteDialog } from '../../../components/dialogs/ConfirmDeleteDialog';
import { LoadState } from '../../../components/LoadState';
import { ModalForm } from '../../../components/ModalForm';
import { usePartnerChoice } from '../../../components/partnerChoice/usePartnerChoices';
import { RowButton } from '../../../components/RowButton';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { inspect } from '../../../debug/inspector';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { commissionAddSchema, commissionPercentSchema, commissionPercentText, percentOf } from './commissionFormSchema';

const KEY = 'vzr.promocodes';
const percent = (value: number) => `${commissionPercentText(value)} %`;

type Open = { kind: 'add' } | { kind: 'edit'; row: TravelCommission } | { kind: 'delete'; row: TravelCommission };

/** Deleting a commission, asked first; the call goes through the submission chart. */
function DeleteCommissionDialog({
  row,
  onClose,
  onDone,
}: {
  row: TravelCommission;
  onClose: () => void;
  onDone: () => void;
}) {
  const actor = useActorRef(
    submissionMachine.provide({ actors: { submit: fromPromise(() => deleteTravelCommission(row.id)) } }),
    { inspect, systemId: 'travelPromoCode.commissionDelete' },
  );
  const deleting = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const done = useSelector(actor, (s) => s.status === 'done');
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  useEffect(() => {
    if (done) doneRef.current();
  }, [done]);
  return (
    <ConfirmDeleteDialog
      open={!done}
      title="Удалить комиссию?"
      deleting={deleting}
      error={error}
      testId="delete-commission-dialog"
      onCancel={onClose}
      onConfirm={() => actor.send({ type: 'form.submit', values: null })}
    >
      <Text>
        {row.partnerName} больше не будет получать {percent(row.percent)} с полисов по этому промокоду.
      </Text>
    </ConfirmDeleteDialog>
  );
}

/**
 * A promo code's commissions: per partner, the percent of a policy's total it earns selling with the code. Adding
 * picks a partner without one; a row's percent is changed in a dialog; deleting asks first.
 */
export function PromoCodeCommissions({ promoCodeId, editable }: { promoCodeId: number; editable: boolean }) {
  const list = useRemoteData('travelPromoCode.commissions', fetchTravelCommissions, promoCodeId);
  const canInsert = useAllowed(KEY, ['permissionInsert']) && editable;
  const canUpdate = useAllowed(KEY, ['permissionUpdate']) && editable;
  const canDelete = useAllowed(KEY, ['permissionDelete']) && editable;
  const partners = usePartnerChoice();
  // View state only: which dialog is open.
  const [open, setOpen] = useState<Open | null>(null);
  const rows = list.data ?? [];
  const close = () => setOpen(null);
  const changed = (text: string) => {
    notify({ type: 'success', title: 'Успех', description: text });
    list.reload();
  };
  const taken = new Set(rows.map((r) => r.partnerId));

  return (
    <Stack gap="3" data-testid="promo-commissions">
      <Flex justify="space-between" align="center" gap="3">
        <Text fontWeight="semibold" fontSize="lg">
          Комиссии партнёров
        </Text>
        {canInsert && (
          <Button size="sm" colorPalette="blue" onClick={() => setOpen({ kind: 'add' })}>
            Добавить комиссию
          </Button>
        )}
      </Flex>
      <LoadState
        loading={list.loading && !list.data}
        error={list.error}
        empty={rows.length === 0}
        onRetry={list.reload}
      >
        <Table.ScrollArea>
          <Table.Root size="sm" maxW="3xl">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Партнёр</Table.ColumnHeader>
                <Table.ColumnHeader>Комиссия, %</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id} data-testid="commission-row">
                  <Table.Cell>{row.partnerName}</Table.Cell>
                  <Table.Cell>{percent(row.percent)}</Table.Cell>
                  <Table.Cell>
                    <Flex gap="2" justify="flex-end">
                      {canUpdate && <RowButton onClick={() => setOpen({ kind: 'edit', row })}>Изменить</RowButton>}
                      {canDelete && (
                        <RowButton palette="red" onClick={() => setOpen({ kind: 'delete', row })}>
                          Удалить
                        </RowButton>
                      )}
                    </Flex>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </LoadState>
      <ModalForm
        open={open?.kind === 'add'}
        title="Новая комиссия"
        submitLabel="Добавить"
        schema={commissionAddSchema}
        onSubmit={(values) =>
          createTravelCommission(promoCodeId, { partnerId: values.partnerId, percent: percentOf(values) })
        }
        onSaved={() => changed('Комиссия добавлена')}
        onClose={close}
      >
        {({ fields, serverErrors }) => (
          <Stack gap="3">
            <SelectField
              meta={fields.partnerId}
              label="Партнёр"
              required
              options={partners.options.filter((p) => !taken.has(Number(p.value)))}
              serverError={serverErrors.partnerId}
            />
            <TextField
              meta={asText(fields.percent)}
              label="Комиссия, %"
              required
              inputMode="decimal"
              serverError={serverErrors.percent}
            />
          </Stack>
        )}
      </ModalForm>
      {open?.kind === 'edit' && (
        <ModalForm
          open
          title={`Комиссия: ${open.row.partnerName}`}
          schema={commissionPercentSchema}
          defaultValue={{ percent: commissionPercentText(open.row.percent) }}
          onSubmit={(values) => updateTravelCommission(open.row.id, percentOf(values))}
          onSaved={() => changed('Комиссия изменена')}
          onClose={close}
        >
          {({ fields, serverErrors }) => (
            <TextField
              meta={asText(fields.percent)}
              label="Комиссия, %"
              required
              inputMode="decimal"
              serverError={serverErrors.percent}
            />
          )}
        </ModalForm>
      )}
      {open?.kind === 'delete' && (
        <DeleteCommissionDialog
          row={open.row}
          onClose={close}
          onDone={() => {
            close();
            changed('Комиссия удалена');
          }}
        />
      )}
    </Stack>
  );
}

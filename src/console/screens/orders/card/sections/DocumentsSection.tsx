import { Flex, Heading, NativeSelect, Spinner, Stack, Table } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../../machines/kit/submissionMachine';
import { formatDateTime } from '../../../../../shared/format';
import { WIDGET_KEYS } from '../../../../../shared/operationKeys';
import { REF_IDS } from '../../../../../shared/referenceIds';
import type { OrderDocStatus } from '../../../../../shared/schemas/orders/orderParts';
import {
  deleteOrderDocStatus,
  fetchOrderDocStatuses,
  fetchSummaryDoc,
  setOrderDocStatus,
} from '../../../../api/orderPartsApi';
import { LoadState } from '../../../../components/LoadState';
import type { SelectOption } from '../../../../components/SelectField';
import { saveBlob } from '../../../../components/saveBlob';
import { inspect } from '../../../../debug/inspector';
import { useRefOptions } from '../../../../hooks/useRefOptions';
import { useRemoteData } from '../../../../hooks/useRemoteData';
import { useAllowed } from '../../../../session/useSession';
import { notify } from '../../../../toasts/toaster';
import type { OrderSectionProps } from '../orderSectionProps';
import { CallButton } from './CallButton';

/**
 * 'Документы' of the order card: the insurance-documents checklist. Every document
 * type (reference 905) with its status (reference 911), who set it and when; 'Снять' clears a status; 'Сводный
 * документ' downloads the PDF summary.
 */
export function DocumentsSection({ order, readOnly }: OrderSectionProps) {
  const canSet = useAllowed(WIDGET_KEYS.orderDocuments, ['permissionUpdate']);
  const canRemove = useAllowed(WIDGET_KEYS.orderDocuments, ['permissionDelete']);
  const types = useRefOptions(REF_IDS.documentType);
  const statusOptions = useRefOptions(REF_IDS.documentStatus);
  const statuses = useRemoteData('orderDocuments.statuses', fetchOrderDocStatuses, order.id);
  const byType = new Map((statuses.data ?? []).map((s) => [s.docTypeRefValueId, s]));

  return (
    <Stack gap="3" data-testid="order-documents">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          Документы
        </Heading>
        <CallButton
          label="Сводный документ"
          size="sm"
          name="orderDocuments.summary"
          run={async () => {
            const { blob, fileName } = await fetchSummaryDoc(order.id);
            saveBlob(blob, fileName);
          }}
        />
      </Flex>
      <LoadState
        loading={statuses.loading && !statuses.data}
        error={statuses.failed ? statuses.error : null}
        empty={types.length === 0}
        onRetry={statuses.reload}
      >
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Статусы документов">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Документ</Table.ColumnHeader>
                <Table.ColumnHeader>Статус</Table.ColumnHeader>
                <Table.ColumnHeader>Кто установил</Table.ColumnHeader>
                <Table.ColumnHeader>Когда</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {types.map((type) => {
                const status = byType.get(Number(type.value));
                return (
                  <Table.Row key={type.value} data-testid="document-row">
                    <Table.Cell>{type.label}</Table.Cell>
                    <Table.Cell>
                      <StatusSelect
                        key={`${status?.docStatusRefValueId}:${status?.updatedDate}`}
                        docType={type}
                        status={status}
                        orderId={order.id}
                        options={statusOptions}
                        disabled={readOnly || !canSet}
                        onDone={statuses.reload}
                      />
                    </Table.Cell>
                    <Table.Cell>{status?.setByUserFio ?? ''}</Table.Cell>
                    <Table.Cell>{formatDateTime(status?.updatedDate, order.timezone)}</Table.Cell>
                    <Table.Cell>
                      {status && !readOnly && canRemove && (
                        <CallButton
                          label="Снять"
                          colorPalette="red"
                          name="orderDocuments.remove"
                          run={() => deleteOrderDocStatus(status.id)}
                          onDone={statuses.reload}
                        />
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </LoadState>
    </Stack>
  );
}

interface StatusSelectProps {
  docType: SelectOption;
  status: OrderDocStatus | undefined;
  orderId: number;
  options: SelectOption[];
  disabled: boolean;
  onDone: () => void;
}

/**
 * The status of one document: a choice is sent at once (submissionMachine); a refusal is a toast and the old value
 * returns.
 */
function StatusSelect({ docType, status, orderId, options, disabled, onDone }: StatusSelectProps) {
  const calls = useRef({ onDone });
  calls.current = { onDone };
  const saved = status ? String(status.docStatusRefValueId) : '';
  const [chosen, setChosen] = useState(saved);
  const actor = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(({ input }) =>
          setOrderDocStatus({
            orderId,
            docTypeRefValueId: Number(docType.value),
            docStatusRefValueId: Number(input.values),
          }),
        ),
      },
    }),
    { inspect, systemId: 'orderDocuments.status' },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (done) calls.current.onDone();
  }, [done]);
  useEffect(() => {
    if (!error) return;
    notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
    setChosen(saved);
  }, [error, saved]);
  return (
    <Flex align="center" gap="2">
      <NativeSelect.Root size="sm" width="14rem" disabled={disabled || busy || done}>
        <NativeSelect.Field
          aria-label={`${docType.label}: статус`}
          value={chosen}
          onChange={(e) => {
            if (!e.target.value) return;
            setChosen(e.target.value);
            actor.send({ type: 'form.submit', values: e.target.value });
          }}
        >
          <option value="" disabled>
            Не указан
          </option>
          {options.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {busy && <Spinner size="xs" aria-label="Сохранение" />}
    </Flex>
  );
}

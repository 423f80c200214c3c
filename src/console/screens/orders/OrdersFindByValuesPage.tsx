import { Badge, Button, Field, Flex, Heading, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { MAX_SEARCH_VALUES, orderValuesSearchMachine } from '../../../../machines/orders/orderValuesSearchMachine';
import type { OrderFindListResponse } from '../../../shared/schemas/orders/orderEntity';
import { findOrdersByValues } from '../../api/ordersApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { ErrorPanel } from '../../components/ErrorPanel';
import { usePageTitle } from '../../components/usePageTitle';
import { inspect } from '../../debug/inspector';
import { ORDER_COLUMNS } from './orderColumns';
import { matchKindOf, parseSearchValues } from './orderSearchValues';

// /orders/find/by/values: orders by a pasted list of numbers, phones, plates and Carmen leads;
// each found order says what matched it, and the values that found nothing are listed.

type FoundOrder = OrderFindListResponse['orders'][number];

const MATCH_COLUMN: ColumnDef<FoundOrder> = {
  id: 'matchedValue',
  header: 'Совпадение',
  value: (o) => [matchKindOf(o, o.matchedValue), o.matchedValue].filter(Boolean).join(': '),
  cell: (o) => (
    <Stack gap="0.5" align="flex-start">
      <Badge colorPalette="purple" data-testid="match-kind">
        {matchKindOf(o, o.matchedValue) ?? 'Значение'}
      </Badge>
      <Text fontSize="xs">{o.matchedValue}</Text>
    </Stack>
  ),
  width: 140,
};
// The match takes the partner's place in the defaults, so the list fits a 1440 px screen; the partner is in «Колонки».
const COLUMNS: ColumnDef<FoundOrder>[] = [
  MATCH_COLUMN,
  ...ORDER_COLUMNS.map((c) => (c.id === 'partnerName' ? { ...c, hidden: true } : c)),
];

function NotFoundList({ values }: { values: string[] }) {
  if (values.length === 0) return null;
  return (
    <Stack gap="2" data-testid="not-found">
      <Flex gap="2" align="center">
        <Heading as="h2" size="md">
          Не найдено
        </Heading>
        <Badge colorPalette="red">{values.length}</Badge>
      </Flex>
      <Wrap gap="2">
        {values.map((v) => (
          <Badge key={v} variant="outline">
            {v}
          </Badge>
        ))}
      </Wrap>
    </Stack>
  );
}

export default function OrdersFindByValuesPage({ title }: { title: string }) {
  usePageTitle(title);
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const actor = useActorRef(
    orderValuesSearchMachine.provide({
      actors: { search: fromPromise(({ input }) => findOrdersByValues(input.values)) },
    }),
    { inspect, systemId: 'orders.findByValues' },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const result = useSelector(actor, (s) => (s.matches('found') ? s.context.result : null));
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const values = parseSearchValues(text);
  const canSearch = useSelector(actor, (s) => s.can({ type: 'values.search', values }));

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Stack
        as="form"
        gap="3"
        maxW="3xl"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'values.search', values });
        }}
      >
        <Field.Root invalid={values.length > MAX_SEARCH_VALUES}>
          <Field.Label>Значения для поиска</Field.Label>
          <Textarea
            rows={6}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Номера заявок, телефоны, госномера, лиды Carmen — по одному в строке или через запятую"
          />
          <Field.HelperText>Значений: {values.length}</Field.HelperText>
          <Field.ErrorText>Не более {MAX_SEARCH_VALUES} значений за раз</Field.ErrorText>
        </Field.Root>
        <Flex gap="3" align="center" wrap="wrap">
          <Button type="submit" disabled={!canSearch} loading={busy}>
            Найти
          </Button>
          {result && (
            <>
              <Badge colorPalette="green" data-testid="found-count">
                Найдено заявок: {result.orders.length}
              </Badge>
              <Badge colorPalette={result.notFound.length ? 'red' : 'gray'} data-testid="not-found-count">
                Не найдено значений: {result.notFound.length}
              </Badge>
            </>
          )}
        </Flex>
      </Stack>
      {error && <ErrorPanel error={error} onRetry={() => actor.send({ type: 'values.retry' })} />}
      {result && (
        <>
          <NotFoundList values={result.notFound} />
          <DataTablePage
            embedded
            title="Найденные заявки"
            tableKey="orders.findByValues"
            mode="local"
            columns={COLUMNS}
            load={async () => ({ rows: result.orders, total: result.orders.length })}
            rowKey={(o) => o.id}
            onOpen={(o) => navigate(`/orders/${o.id}`)}
            reloadKey={result}
          />
        </>
      )}
    </Stack>
  );
}

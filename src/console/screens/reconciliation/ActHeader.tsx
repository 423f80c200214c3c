import { Flex, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../../shared/format';
import type { ReconciliationAct } from '../../../shared/schemas/reconciliation';
import { ActStateBadge } from './ActStateBadge';

function Amount({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p="3">
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText data-testid={testId}>{formatMoney(value)}</Stat.ValueText>
    </Stat.Root>
  );
}

/** № and state of the act, its partner, who made it and when, the totals, and the action buttons. */
export function ActHeader({ act, actions }: { act: ReconciliationAct; actions: ReactNode }) {
  return (
    <Stack gap="3" data-testid="act-header">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="xl">
          Акт сверки № {act.id}
        </Heading>
        <ActStateBadge state={act.state} name={act.stateName} />
      </Flex>
      <Text>
        Партнёр: <b>{act.partnerName}</b>. Создан {formatDateTime(act.createdDate)}
        {act.createdByUserFio ? `, ${act.createdByUserFio}` : ''}.
      </Text>
      {act.comment && <Text whiteSpace="pre-wrap">Комментарий: {act.comment}</Text>}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" maxW="3xl">
        <Amount label="Сумма" value={act.totalAmount} testId="act-total" />
        <Amount label="Комиссия платформы" value={act.feeAmount} testId="act-fee" />
        <Amount label="К выплате" value={act.payoutAmount} testId="act-payout" />
      </SimpleGrid>
      {actions}
    </Stack>
  );
}

import { Box, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { travelPremiumMachine } from '../../../../../machines/travel/travelPremiumMachine';
import { formatMoney, unixToRuDate } from '../../../../shared/format';

export type PremiumActor = ActorRefFrom<typeof travelPremiumMachine>;

/** An amount in the policy's currency, 2 decimals with its code. */
export const formatCurrency = (amount: number, code: string) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${code}`;

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="3" fontWeight={strong ? 'semibold' : undefined}>
      <Text>{label}</Text>
      <Text whiteSpace="nowrap" textAlign="right">
        {value}
      </Text>
    </Flex>
  );
}

/** The premium the server computes for what the form holds, as the typing pauses (travelPremiumMachine). */
export function PolicyPremiumPanel({ actor }: { actor: PremiumActor }) {
  const premium = useSelector(actor, (s) => s.context.premium);
  const error = useSelector(actor, (s) => s.matches('failed') && s.context.error);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const incomplete = useSelector(actor, (s) => s.matches('incomplete'));
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="policy-premium" aria-busy={busy}>
      <Flex align="center" gap="2" mb="2">
        <Heading as="h2" size="sm">
          Расчёт премии
        </Heading>
        {busy && <Spinner size="xs" aria-label="Расчёт" />}
      </Flex>
      {incomplete && <Text color="fg.muted">Заполните полис, чтобы увидеть премию.</Text>}
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {premium && !error && (
        <Stack gap="1" opacity={busy ? 0.6 : 1}>
          <Line label="Дней" value={String(premium.days)} />
          {premium.lines.map((l) => (
            <Line
              key={l.riskId}
              label={`${l.riskName} (${formatCurrency(l.sumInsured, premium.currencyCode)})`}
              value={formatCurrency(l.premiumCurrency, premium.currencyCode)}
            />
          ))}
          <Line label="Премия в валюте" value={formatCurrency(premium.premiumCurrency, premium.currencyCode)} />
          <Line
            label={`Курс ЦБ на ${unixToRuDate(premium.rateDate)}`}
            value={`${premium.rate.toFixed(4)} ₽ за 1 ${premium.currencyCode}`}
          />
          <Line label="Премия" value={formatMoney(premium.premium)} />
          <Line
            label={premium.discountPercent ? `Скидка (${premium.discountPercent}%)` : 'Скидка'}
            value={formatMoney(premium.discount)}
          />
          <Line label="Итого" value={formatMoney(premium.total)} strong />
        </Stack>
      )}
    </Box>
  );
}

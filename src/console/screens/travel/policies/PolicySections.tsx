import { Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatMoney, unixToRuDate } from '../../../../shared/format';
import type { TravelPolicy } from '../../../../shared/schemas/travel/travelPolicies';
import { formatCurrency } from './PolicyPremiumPanel';

export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="2" data-testid={testId}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text data-testid={testId}>{value === '' || value === null ? '—' : value}</Text>
    </Box>
  );
}

/** Страхователь, Застрахованные, Поездка, Риски and Расчёт of one policy, as the server computed them. */
export function PolicySections({ policy }: { policy: TravelPolicy }) {
  const cur = (amount: number) => formatCurrency(amount, policy.currencyCode);
  return (
    <Stack gap="5">
      <Section title="Страхователь" testId="policy-holder">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field label="ФИО" value={policy.holderName} />
          <Field label="Телефон" value={policy.holderPhone} />
          <Field label="E-mail" value={policy.holderEmail ?? ''} />
        </SimpleGrid>
      </Section>
      <Section title="Застрахованные" testId="policy-insured-table">
        <Table.ScrollArea>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Фамилия и имя</Table.ColumnHeader>
                <Table.ColumnHeader>Дата рождения</Table.ColumnHeader>
                <Table.ColumnHeader>Возраст</Table.ColumnHeader>
                <Table.ColumnHeader>Загранпаспорт</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {policy.insured.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>
                    {p.lastName} {p.firstName}
                  </Table.Cell>
                  <Table.Cell>{unixToRuDate(p.birthDate)}</Table.Cell>
                  <Table.Cell>{p.age}</Table.Cell>
                  <Table.Cell>
                    {p.passportSeries} {p.passportNumber}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Section>
      <Section title="Поездка" testId="policy-trip">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field label="Страны" value={policy.countries.map((c) => c.name).join(', ')} />
          <Field
            label="Даты"
            value={`${unixToRuDate(policy.startDate)} – ${unixToRuDate(policy.endDate)}`}
            testId="policy-period"
          />
          <Field label="Дней" value={String(policy.days)} />
          <Field label="Страховая компания" value={policy.insurerName} />
          <Field label="Агент" value={policy.partnerName ?? ''} />
        </SimpleGrid>
      </Section>
      <Section title="Риски" testId="policy-risks-table">
        <Table.ScrollArea>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Риск</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Страховая сумма</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Премия</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {policy.risks.map((r) => (
                <Table.Row key={r.riskId}>
                  <Table.Cell>{r.riskName}</Table.Cell>
                  <Table.Cell textAlign="end">{cur(r.sumInsured)}</Table.Cell>
                  <Table.Cell textAlign="end">{cur(r.premiumCurrency)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Section>
      <Section title="Расчёт" testId="policy-calculation">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <Field label="Премия в валюте" value={cur(policy.premiumCurrency)} />
          <Field label={`Курс ЦБ на ${unixToRuDate(policy.rateDate)}`} value={`${policy.rate.toFixed(4)} ₽`} />
          <Field label="Премия" value={formatMoney(policy.premium)} />
          <Field label="Скидка" value={formatMoney(policy.discount)} />
          <Field label="Промокод" value={policy.promoCode ?? ''} />
          <Field label="Итого" value={formatMoney(policy.total)} testId="policy-total" />
          <Field
            label="Комиссия агента"
            value={
              policy.commission === null
                ? ''
                : `${formatMoney(policy.commission)}${policy.commissionPercent !== null ? ` (${policy.commissionPercent}%)` : ''}`
            }
          />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}

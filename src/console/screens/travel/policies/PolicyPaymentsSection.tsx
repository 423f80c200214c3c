import { SimpleGrid, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { formatMoney, unixToRuDate } from '../../../../shared/format';
import type { TravelPaymentListItem } from '../../../../shared/schemas/travel/travelPayments';
import type { TravelPolicy } from '../../../../shared/schemas/travel/travelPolicies';
import { PaymentStateBadge } from '../payments/PaymentDetails';
import { travelPaymentPath } from '../payments/travelPaymentPaths';
import { Field, Section } from './PolicySections';

/** Оплата: what is paid and due, and the policy's payments, each a link to its card. */
export function PolicyPaymentsSection({
  policy,
  payments,
}: {
  policy: TravelPolicy;
  payments: TravelPaymentListItem[];
}) {
  return (
    <Section title="Оплата" testId="policy-payments">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Field label="Оплачено" value={formatMoney(policy.paidAmount)} testId="policy-paid" />
        <Field label="К оплате" value={formatMoney(policy.dueAmount)} testId="policy-due" />
      </SimpleGrid>
      {payments.length === 0 ? (
        <Text color="fg.muted">Платежей нет</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Номер</Table.ColumnHeader>
                <Table.ColumnHeader>Дата оплаты</Table.ColumnHeader>
                <Table.ColumnHeader>Способ</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
                <Table.ColumnHeader>Статус</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {payments.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>
                    <Link href={travelPaymentPath(p.id)}>{p.number}</Link>
                  </Table.Cell>
                  <Table.Cell>{unixToRuDate(p.paidAt)}</Table.Cell>
                  <Table.Cell>{p.paymentTypeName}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(p.amount)}</Table.Cell>
                  <Table.Cell>
                    <PaymentStateBadge state={p.state} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}

import { Badge, DataList, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { TRAVEL_PAYMENT_STATE_NAMES } from '../../../../../machines/travel/travelPaymentMachine';
import { formatDateTime, formatMoney, unixToRuDate } from '../../../../shared/format';
import type { TravelPayment } from '../../../../shared/schemas/travel/travelPayments';
import { downloadTravelPaymentInvoice } from '../../../api/travel/travelPaymentsApi';
import { saveBlob } from '../../../components/saveBlob';
import { CallButton } from '../../orders/card/sections/CallButton';
import { travelPolicyPath } from './travelPaymentPaths';

const PALETTE: Record<TravelPayment['state'], string> = {
  registered: 'blue',
  confirmed: 'green',
  refunded: 'orange',
  deleted: 'gray',
};

export function PaymentStateBadge({ state }: { state: TravelPayment['state'] }) {
  return (
    <Badge colorPalette={PALETTE[state]} data-testid="payment-state">
      {TRAVEL_PAYMENT_STATE_NAMES[state]}
    </Badge>
  );
}

const kb = (size: number) => `${Math.max(1, Math.round(size / 1024))} КБ`;

/** The payer's invoice: a download read with the token, or «нет». */
function Invoice({ payment }: { payment: TravelPayment }) {
  const { invoice } = payment;
  if (!invoice) return <Text data-testid="payment-invoice">нет</Text>;
  return (
    <Flex gap="2" align="center" wrap="wrap" data-testid="payment-invoice">
      <Text>
        {invoice.name} ({kb(invoice.size)})
      </Text>
      <CallButton
        label="Скачать"
        name="travelPayment.invoiceDownload"
        run={async () => saveBlob(await downloadTravelPaymentInvoice(payment.id), invoice.name)}
      />
    </Flex>
  );
}

/** № and state of the payment, what it pays and how, and the action buttons. */
export function PaymentDetails({ payment, actions }: { payment: TravelPayment; actions: ReactNode }) {
  const rows: [string, ReactNode][] = [
    [
      'Полис',
      <Link asChild key="policy">
        <RouterLink href={travelPolicyPath(payment.policyId)}>{payment.policyNumber}</RouterLink>
      </Link>,
    ],
    ['Страхователь', payment.holderName],
    ['Сумма', formatMoney(payment.amount)],
    ['Способ оплаты', payment.paymentTypeName],
    ...(payment.cashName ? [['Касса', payment.cashName] as [string, ReactNode]] : []),
    ['Дата оплаты', unixToRuDate(payment.paidAt)],
    ['Плательщик', payment.payerName],
    ['Счёт', <Invoice key="invoice" payment={payment} />],
    ...(payment.comment ? [['Комментарий', payment.comment] as [string, ReactNode]] : []),
    [
      'Зарегистрирован',
      `${formatDateTime(payment.createdAt)}${payment.createdByName ? `, ${payment.createdByName}` : ''}`,
    ],
    ...(payment.confirmedAt ? [['Подтверждён', formatDateTime(payment.confirmedAt)] as [string, ReactNode]] : []),
    ...(payment.refundedAt ? [['Возвращён', formatDateTime(payment.refundedAt)] as [string, ReactNode]] : []),
    ...(payment.refundReason ? [['Причина возврата', payment.refundReason] as [string, ReactNode]] : []),
  ];
  return (
    <Stack gap="4" data-testid="payment-details">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h1" size="xl">
          Платёж {payment.number}
        </Heading>
        <PaymentStateBadge state={payment.state} />
      </Flex>
      {actions}
      <DataList.Root orientation="horizontal" maxW="3xl">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="12rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

import { DataList, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '../../../../../../shared/format';
import type { Invoice } from '../../../../../../shared/schemas/invoice';
import { invoiceCostNote } from './invoiceCostNote';

const percent = (value: number) => `${String(value).replace('.', ',')} %`;

/**
 * The invoice's money as the server computed it (the client promo's part of the discount apart), and what is paid in
 * money and bonuses. A total that is not the
 * order's cost says why beside it.
 */
export function InvoiceSummary({ invoice, orderCost = null }: { invoice: Invoice; orderCost?: number | null }) {
  const note = invoiceCostNote(invoice, orderCost);
  const withNds = invoice.nds !== null && invoice.nds > 0;
  const lines: [key: string, label: string, value: string][] = [
    ['amount', 'Сумма', formatMoney(invoice.invoiceAmount)],
    [
      'discount',
      invoice.percentageDiscount > 0 ? `Скидка (в т. ч. ${percent(invoice.percentageDiscount)})` : 'Скидка',
      formatMoney(invoice.invoiceDiscount),
    ],
    ...(invoice.promoName
      ? [
          ['promo', `в т. ч. промоакция «${invoice.promoName}»`, formatMoney(invoice.promoDiscount)] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    ['nds', withNds ? `НДС ${percent(invoice.nds!)}` : 'НДС', withNds ? formatMoney(invoice.ndsAmount) : 'без НДС'],
    ['total', 'Итого', formatMoney(invoice.totalAmount)],
    ['paid', 'Оплачено', formatMoney(invoice.paidAmount)],
    ['bonusSpent', 'Бонусами', String(invoice.bonusSpent)],
    ['bonusReceived', 'Начислено бонусов', String(invoice.bonusReceived)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1" aria-label="Итоги счёта">
      {lines.map(([key, label, value]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel minW="14rem">{label}</DataList.ItemLabel>
          {key === 'total' && note ? (
            <DataList.ItemValue>
              <Stack gap="0.5">
                <Text as="span" fontWeight="semibold" data-testid="invoice-total">
                  {value}
                </Text>
                <Text as="span" fontSize="xs" color="orange.fg" data-testid="invoice-cost-note">
                  {note}
                </Text>
              </Stack>
            </DataList.ItemValue>
          ) : (
            <DataList.ItemValue fontWeight={key === 'total' ? 'semibold' : undefined} data-testid={`invoice-${key}`}>
              {value}
            </DataList.ItemValue>
          )}
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

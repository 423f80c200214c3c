import { DataList } from '@chakra-ui/react';
import { formatMoney } from '../../../../../../shared/format';
import type { Invoice } from '../../../../../../shared/schemas/invoice';

const percent = (value: number) => `${String(value).replace('.', ',')} %`;

/** The invoice's money as the server computed it, and what is paid in money and bonuses. */
export function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  const withNds = invoice.nds !== null && invoice.nds > 0;
  const lines: [key: string, label: string, value: string][] = [
    ['amount', 'Сумма', formatMoney(invoice.invoiceAmount)],
    [
      'discount',
      invoice.percentageDiscount > 0 ? `Скидка (в т. ч. ${percent(invoice.percentageDiscount)})` : 'Скидка',
      formatMoney(invoice.invoiceDiscount),
    ],
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
          <DataList.ItemValue fontWeight={key === 'total' ? 'semibold' : undefined} data-testid={`invoice-${key}`}>
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

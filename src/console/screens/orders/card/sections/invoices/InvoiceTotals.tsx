import { DataList } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import {
  basketMoney,
  type InvoiceBasketActor,
  previewNds,
} from '../../../../../../../machines/invoices/invoiceBasketMachine';
import { formatMoney } from '../../../../../../shared/format';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The live totals of the draft, computed as the server will compute them (computeInvoice): Сумма, Скидка (with the
 * percentage), НДС (included in the total; 'без НДС' when the legal entity has none), Итого.
 */
export function InvoiceTotals({ actor }: { actor: InvoiceBasketActor }) {
  const money = useSelector(actor, (s) => basketMoney(s.context), sameJson);
  const nds = useSelector(actor, (s) => previewNds(s.context));
  const percent = useSelector(actor, (s) => s.context.draft.percentageDiscount);
  const rows: [string, string, string][] = [
    ['amount', 'Сумма', formatMoney(money.invoiceAmount)],
    [
      'discount',
      'Скидка',
      `${formatMoney(money.invoiceDiscount)}${Number.isFinite(percent) && percent > 0 ? ` (в т. ч. ${String(percent).replace('.', ',')} %)` : ''}`,
    ],
    ...(money.promoDiscount > 0
      ? [['promo', 'в т. ч. промоакция', formatMoney(money.promoDiscount)] as [string, string, string]]
      : []),
    ['nds', nds ? `НДС ${nds} %` : 'НДС', nds ? formatMoney(money.ndsAmount) : 'без НДС'],
    ['total', 'Итого', formatMoney(money.totalAmount)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="invoice-totals">
      {rows.map(([key, label, value]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue
            justifyContent="flex-end"
            fontWeight={key === 'total' ? 'semibold' : undefined}
            data-testid={`invoice-total-${key}`}
          >
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

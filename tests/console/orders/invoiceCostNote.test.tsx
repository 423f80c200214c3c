import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { InvoiceSummary } from '../../../src/console/screens/orders/card/sections/invoices/InvoiceSummary';
import { invoiceCostNote } from '../../../src/console/screens/orders/card/sections/invoices/invoiceCostNote';
import { invoice } from '../../machines/invoices/invoicePanelFixtures';

/** Intl writes ru money with non-breaking spaces: compare with plain ones. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ') ?? null;

describe('the note beside an invoice total that is not the order cost', () => {
  it('says nothing when the total is the cost, the order has no cost, or the invoice no longer bills', () => {
    expect(invoiceCostNote(invoice({ totalAmount: 3000 }), 3000)).toBeNull();
    expect(invoiceCostNote(invoice({ totalAmount: 3000 }), null)).toBeNull();
    expect(invoiceCostNote(invoice({ totalAmount: 3000, state: 'revoked' }), 2500)).toBeNull();
    expect(invoiceCostNote(invoice({ totalAmount: 3000, state: 'inactive' }), 2500)).toBeNull();
  });

  it('names the extra lines, the discount and the bonuses', () => {
    expect(plain(invoiceCostNote(invoice({ invoiceAmount: 3000, totalAmount: 3000 }), 2500))).toBe(
      'Сумма счёта отличается от стоимости заявки (2 500,00 ₽): позиции счёта на 500,00 ₽ больше стоимости заявки.',
    );
    expect(
      plain(
        invoiceCostNote(
          invoice({ invoiceAmount: 3000, invoiceDiscount: 300, percentageDiscount: 10, totalAmount: 2700 }),
          3000,
        ),
      ),
    ).toBe('Сумма счёта отличается от стоимости заявки (3 000,00 ₽): скидка 300,00 ₽ (в т. ч. 10 %).');
    expect(
      plain(
        invoiceCostNote(
          invoice({ invoiceAmount: 2000, invoiceDiscount: 100, totalAmount: 1900, bonusSpent: 150, state: 'paid' }),
          2500,
        ),
      ),
    ).toBe(
      'Сумма счёта отличается от стоимости заявки (2 500,00 ₽): позиции счёта на 500,00 ₽ меньше стоимости заявки; ' +
        'скидка 100,00 ₽; 150 ₽ оплачено бонусами.',
    );
  });

  it('stands beside the total in the invoice summary', () => {
    const { rerender } = render(
      <ChakraProvider value={defaultSystem}>
        <InvoiceSummary invoice={invoice({ invoiceAmount: 3000, totalAmount: 3000 })} orderCost={2500} />
      </ChakraProvider>,
    );
    expect(plain(screen.getByTestId('invoice-total').textContent)).toBe('3 000,00 ₽');
    expect(plain(screen.getByTestId('invoice-cost-note').textContent)).toContain(
      'Сумма счёта отличается от стоимости заявки (2 500,00 ₽)',
    );
    rerender(
      <ChakraProvider value={defaultSystem}>
        <InvoiceSummary invoice={invoice({ invoiceAmount: 3000, totalAmount: 3000 })} orderCost={3000} />
      </ChakraProvider>,
    );
    expect(screen.queryByTestId('invoice-cost-note')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Invoice } from '../../../src/shared/schemas/invoice';
import { invoice } from '../../machines/invoices/invoicePanelFixtures';
import { renderSection } from './orderPartsFixtures';

const FLAGS = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'];

vi.mock('../../../src/console/api/invoicesApi', () => ({
  fetchOrderInvoices: vi.fn(),
  fetchInvoice: vi.fn(),
  sendInvoice: vi.fn(),
  sendInvoiceSms: vi.fn(),
  payInCash: vi.fn(),
  cardPaymentLink: vi.fn(),
  sbpPaymentLink: vi.fn(),
  crucialEditInvoice: vi.fn(),
  setInvoiceFeeRate: vi.fn(),
  retractInvoicePayment: vi.fn(),
  fetchPartnerLegals: vi.fn(),
}));
vi.mock('../../../src/console/toasts/toaster', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../src/console/session/useSession', () => ({
  useAllowed: (operation: string, flags: string[] = ['available']) =>
    operation.startsWith('order.invoices') && flags.some((f) => FLAGS.includes(f)),
}));
vi.mock('../../../src/console/screens/orders/card/sections/invoices/InvoiceEditorDialog', () => ({
  InvoiceEditorDialog: () => null,
}));
vi.mock('../../../src/console/screens/orders/card/sections/invoices/InvoiceDocumentsPanel', () => ({
  InvoiceDocumentsPanel: () => null,
}));

const api = vi.mocked(await import('../../../src/console/api/invoicesApi'));
const { notify } = vi.mocked(await import('../../../src/console/toasts/toaster'));
const { InvoicesSection } = await import('../../../src/console/screens/orders/card/sections/InvoicesSection');

const SMS_CODE_MESSAGE = 'Код из SMS — только цифры, не более 6';
const sent = invoice({
  allowedActions: ['invoice.send', 'invoice.sendSms', 'invoice.payByCard', 'invoice.paySbp', 'invoice.payInCash'],
});
const paid = invoice({
  id: 12,
  number: '7-2',
  state: 'paid',
  stateName: 'Оплачен',
  feeRate: 7.5,
  allowedActions: ['invoice.crucialEdit', 'invoice.feeRate', 'invoice.retract'],
});

async function open(list: Invoice[], number: string, action: string, testId: string) {
  api.fetchOrderInvoices.mockResolvedValue(list);
  const user = userEvent.setup();
  renderSection(InvoicesSection);
  const card = await screen.findByLabelText(`Счёт № ${number}`);
  await user.click(within(card).getByRole('button', { name: action }));
  return { user, card, dialog: await screen.findByTestId(testId) };
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

beforeEach(() => vi.clearAllMocks());

describe('the invoice action dialogs', () => {
  it('pay in cash: bonus limit, the SMS code (digits, at most 6), what is left to pay; a refusal keeps what was typed', async () => {
    const { user, card, dialog } = await open([sent], '7-1', 'Оплата наличными', 'invoice-pay-cash');
    const toPay = () => within(dialog).getByTestId('to-pay').textContent;
    expect(toPay()).toBe('К оплате: 3\u00a0000,00\u00a0₽');
    expect(within(dialog).queryByLabelText(/Код из SMS/)).toBeNull();
    const bonus = within(dialog).getByLabelText('Бонусами, не более 300');

    await retype(user, bonus, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
    expect(await within(dialog).findByText('Можно списать не более 300 бонусов')).toBeInTheDocument();

    await retype(user, bonus, '100');
    expect(toPay()).toBe('К оплате: 2\u00a0900,00\u00a0₽');
    expect(within(dialog).getByTestId('sms-first-hint')).toHaveTextContent('сначала отправьте клиенту SMS');
    const code = within(dialog).getByLabelText(/Код из SMS/);
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
    expect(await within(dialog).findByText(SMS_CODE_MESSAGE)).toBeInTheDocument();
    await retype(user, code, '12a4');
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
    expect(within(dialog).getByText(SMS_CODE_MESSAGE)).toBeInTheDocument();
    await retype(user, code, '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
    expect(within(dialog).getByText(SMS_CODE_MESSAGE)).toBeInTheDocument();
    expect(api.payInCash).not.toHaveBeenCalled();

    api.payInCash.mockRejectedValueOnce({
      message: 'Неверный код из SMS',
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      details: { smsCode: 'Неверный код из SMS' },
    });
    await user.click(within(dialog).getByText('Через терминал'));
    await retype(user, code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
    await waitFor(() =>
      expect(api.payInCash).toHaveBeenCalledWith(11, { viaTerminal: true, bonusToSpend: 100, smsCode: '123456' }),
    );
    // A wrong code is told once, at the code field: no banner above the fields, no toast.
    expect(await within(dialog).findByText('Неверный код из SMS')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Неверный код из SMS')).toHaveLength(1);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByTestId('error-panel')).toBeNull();
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }));
    expect(bonus).toHaveValue('100');
    expect(code).toHaveValue('123456');

    api.payInCash.mockResolvedValueOnce({ ...sent, state: 'paid', stateName: 'Оплачен', allowedActions: [] });
    await retype(user, code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(screen.queryByTestId('invoice-pay-cash')).toBeNull());
    expect(within(card).getByTestId('invoice-state')).toHaveTextContent('Оплачен');
  });

  it('pay in cash with the bonuses already sent by SMS asks for the code without the hint', async () => {
    const { dialog } = await open([{ ...sent, bonusToSpend: 120 }], '7-1', 'Оплата наличными', 'invoice-pay-cash');
    expect(within(dialog).getByLabelText('Бонусами, не более 300')).toHaveValue('120');
    expect(within(dialog).getByLabelText(/Код из SMS/)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('sms-first-hint')).toBeNull();
  });

  it('send by SMS: whole bonuses up to the limit', async () => {
    api.sendInvoiceSms.mockResolvedValue({ ...sent, bonusToSpend: 150 });
    const { user, dialog } = await open([sent], '7-1', 'Отправить по SMS', 'invoice-sms');
    const bonus = within(dialog).getByLabelText('Бонусами, не более 300');
    await retype(user, bonus, '301');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Можно списать не более 300 бонусов')).toBeInTheDocument();
    await retype(user, bonus, '2.5');
    expect(await within(dialog).findByText('Бонусы — целое число')).toBeInTheDocument();
    await retype(user, bonus, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(api.sendInvoiceSms).toHaveBeenCalledWith(11, 150));
    await waitFor(() => expect(screen.queryByTestId('invoice-sms')).toBeNull());
  });

  it('send to the client with a push', async () => {
    api.sendInvoice.mockResolvedValue(sent);
    const { user, dialog } = await open([sent], '7-1', 'Отправить клиенту', 'invoice-send');
    await user.click(within(dialog).getByText('Push-уведомление клиенту'));
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(api.sendInvoice).toHaveBeenCalledWith(11, true));
  });

  it('card and SBP links: made, shown and copied', async () => {
    const link = 'https://pay.avtoconsole.local/invoice/7-1?method=card&amount=3000';
    api.cardPaymentLink.mockResolvedValue({ paymentLink: link, invoice: { ...sent, paymentLink: link } });
    const { user, card, dialog } = await open([sent], '7-1', 'Ссылка на оплату картой', 'invoice-card-link');
    await user.type(within(dialog).getByLabelText('Телефон для SMS'), '9161234567');
    await user.click(within(dialog).getByRole('button', { name: 'Сформировать ссылку' }));
    await waitFor(() => expect(api.cardPaymentLink).toHaveBeenCalledWith(11, '+79161234567'));
    const shown = await screen.findByTestId('invoice-payment-link');
    expect(shown).toHaveTextContent(link);
    await user.click(within(shown).getByRole('button', { name: 'Копировать ссылку' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Ссылка скопирована' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    await user.click(within(shown).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByTestId('invoice-payment-link')).toBeNull());
    expect(within(card).getByTestId('invoice-payment-link-line')).toHaveTextContent(link);

    const sbp = 'https://pay.avtoconsole.local/invoice/7-1?method=sbp&amount=3000';
    api.sbpPaymentLink.mockResolvedValue({ paymentLink: sbp, invoice: { ...sent, paymentLink: sbp } });
    await user.click(within(card).getByRole('button', { name: 'Ссылка на оплату по СБП' }));
    await user.click(
      within(await screen.findByTestId('invoice-confirm')).getByRole('button', { name: 'Ссылка на оплату по СБП' }),
    );
    expect(await screen.findByTestId('invoice-payment-link')).toHaveTextContent(sbp);
    expect(api.sbpPaymentLink).toHaveBeenCalledWith(11);
  });

  it('crucial edit: a 404 on the legal lookup is ignored; the reason is required', async () => {
    api.fetchPartnerLegals.mockRejectedValue({
      message: 'Юридическое лицо не найдено',
      errorCode: 'ENTITY_NOT_FOUND',
      status: 404,
    });
    api.crucialEditInvoice.mockResolvedValue(paid);
    const { user, dialog } = await open([paid], '7-2', 'Существенное изменение', 'invoice-crucial');
    expect(api.fetchPartnerLegals).toHaveBeenCalledWith({ serviceId: 13 });
    const legal = within(dialog).getByRole('combobox', { name: /Юридическое лицо/ });
    await waitFor(() => expect(legal).toHaveDisplayValue('ООО «Колесо»'));
    expect(within(dialog).queryByText('Юридическое лицо не найдено')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите причину изменения')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Причина изменения/), 'Клиент попросил счёт на другое юрлицо');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.crucialEditInvoice).toHaveBeenCalledWith(12, {
        partnerLegalId: 5,
        comment: 'Клиент попросил счёт на другое юрлицо',
      }),
    );
  });

  it("fee rate: a percent from 0 to 100, or empty for the service's rate", async () => {
    api.setInvoiceFeeRate.mockResolvedValue({ ...paid, feeRate: null });
    const { user, dialog } = await open([paid], '7-2', 'Ставка комиссии', 'invoice-fee-rate');
    const rate = within(dialog).getByLabelText('Ставка комиссии, %');
    expect(rate).toHaveValue('7.5');
    await retype(user, rate, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Процент от 0 до 100')).toBeInTheDocument();
    await retype(user, rate, '');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.setInvoiceFeeRate).toHaveBeenCalledWith(12, null));
  });

  it('retract says what happens before it happens', async () => {
    api.retractInvoicePayment.mockResolvedValue({
      ...paid,
      state: 'accepted',
      stateName: 'Принят клиентом',
      allowedActions: [],
    });
    const { user, card, dialog } = await open([paid], '7-2', 'Отменить последний платёж', 'invoice-confirm');
    expect(dialog).toHaveTextContent('Последний платёж будет отменён, бонусы клиента вернутся.');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить последний платёж' }));
    await waitFor(() => expect(within(card).getByTestId('invoice-state')).toHaveTextContent('Принят клиентом'));
    expect(api.retractInvoicePayment).toHaveBeenCalledWith(12);
  });
});

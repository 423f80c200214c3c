import type { InvoiceRights } from '../../../machines/invoices/invoicePanelMachine';
import type { ClientPromo } from '../../../src/shared/schemas/clients/clientExtras';
import type { Invoice } from '../../../src/shared/schemas/invoice';

// An invoice as the invoice calls answer it, and the rights of a user who holds every invoice key, for the invoice
// panel's chart and view tests.

export const ALL_RIGHTS: InvoiceRights = {
  readOnly: false,
  canInsert: true,
  canUpdate: true,
  canDelete: true,
  canPay: true,
};

export const invoice = (patch: Partial<Invoice> = {}): Invoice => ({
  id: 11,
  orderId: 7,
  orderNumber: '2611-001007',
  number: '7-1',
  state: 'sent',
  stateName: 'Отправлен клиенту',
  serviceId: 13,
  clientId: 3,
  partnerId: 2,
  partnerName: 'ШинСервис',
  partnerLegalId: 5,
  partnerLegalName: 'ООО «Колесо»',
  priceListId: 4,
  invoiceAmount: 3000,
  invoiceDiscount: 0,
  percentageDiscount: 0,
  promoId: null,
  clientPromoId: null,
  promoName: null,
  promoDiscount: 0,
  nds: 20,
  ndsAmount: 500,
  totalAmount: 3000,
  feeRate: null,
  paidAmount: 0,
  bonusSpent: 0,
  bonusReceived: 0,
  maxBonusToSpend: 300,
  bonusToSpend: null,
  paymentLink: null,
  comment: null,
  invoicePositions: [],
  payments: [],
  allowedActions: ['invoice.sendSms', 'invoice.payInCash', 'invoice.payByCard', 'invoice.accept', 'invoice.revoke'],
  createdDate: 1_700_000_000,
  createdByUserFio: 'Администраторов Александр',
  updatedDate: 1_700_000_000,
  ...patch,
});

/** A client's promo granted in project 1: `discountPercent` off, or its other terms as given. */
export const clientPromoFixture = (discountPercent: number, patch: Partial<ClientPromo> = {}): ClientPromo => ({
  id: 55,
  clientId: 3,
  promoId: 5,
  promo: {
    id: 5,
    name: 'Зима',
    projectId: 1,
    projectName: null,
    code: null,
    startDate: null,
    endDate: null,
    maxNumberOfUses: null,
    usedCount: 0,
    discount: null,
    discountPercent,
    deletedDate: null,
  },
  comment: null,
  usedCount: 0,
  sourceProjectId: 1,
  sourceProjectName: 'Консоль',
  createdByUserName: null,
  createdDate: 0,
  deletedDate: null,
  ...patch,
});

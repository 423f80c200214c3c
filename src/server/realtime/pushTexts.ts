// What the pushes made by events say, and whom the history panel says they were for (its 'target' column): one
// place, so the console, the tests and the history read the same words.

export const pushTexts = {
  orderStatus: (orderNumber: string, statusName: string) => `Заявка № ${orderNumber}: статус «${statusName}»`,
  newOffer: (orderNumber: string) => `Новое предложение по заявке № ${orderNumber}`,
  invoiceSent: (invoiceNumber: string) => `Счёт № ${invoiceNumber} отправлен`,
  invoicePaid: (invoiceNumber: string) => `Счёт № ${invoiceNumber} оплачен`,
  targets: {
    /** An order with a partner: the partner's staff (its office among them) and the users working the order. */
    orderWithPartner: 'Партнёр и сотрудники заявки',
    /** An order no partner has taken yet: the platform's operators and the users working the order. */
    orderWithoutPartner: 'Операторы и сотрудники заявки',
    /** An evacuation offer: the staff of the partner it is made to. */
    offerPartner: 'Партнёр',
  },
} as const;

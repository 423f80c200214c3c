import { createHmac } from 'node:crypto';

// A payment link of an invoice (POST /order_invoices/{id}/payments/card and /payments/sbp_api). There is no acquirer
// in this environment: the link points at PAYMENT_LINK_URL and carries an HMAC of the invoice and the amount made
// with the server's key, so the payment page can tell a link we issued from one somebody edited.

export type PaymentLinkMethod = 'card' | 'sbp';

/** The token of one invoice and one amount (kopecks in the text, so 1234.5 and 1234.50 sign the same). */
export function paymentLinkToken(secret: Uint8Array, invoiceId: number, amount: number): string {
  return createHmac('sha256', secret)
    .update(`invoice-payment:${invoiceId}:${amount.toFixed(2)}`)
    .digest('base64url');
}

/** '{base}/invoice/{number}?method=card&amount=1234.50&token=…' */
export function buildPaymentLink(
  baseUrl: string,
  secret: Uint8Array,
  invoice: { id: number; number: string },
  method: PaymentLinkMethod,
  amount: number,
): string {
  const query = new URLSearchParams({
    method,
    amount: amount.toFixed(2),
    token: paymentLinkToken(secret, invoice.id, amount),
  });
  return `${baseUrl}/invoice/${encodeURIComponent(invoice.number)}?${query.toString()}`;
}

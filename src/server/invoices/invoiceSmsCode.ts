import { randomInt } from 'node:crypto';
import { ERROR_CODES } from '../../shared/errorCodes';
import { hashPassword, verifyPassword } from '../auth/password';
import { AppError } from '../errors';

// The code that lets a client pay an invoice with bonuses (POST /order_invoices/{id}/send/sms?bonusToSpend, then
// pay/in_cash with smsCode): six digits, valid for 15 minutes, for that one amount of bonuses. Like the signing
// codes (signLinksRepository) it is kept only as a salted scrypt hash: six digits fall quickly to a plain hash.

export const INVOICE_SMS_CODE_TTL_MS = 15 * 60_000;
export const WRONG_INVOICE_SMS_CODE = 'Неверный код из SMS';
export const EXPIRED_INVOICE_SMS_CODE = 'Код из SMS устарел, отправьте счёт по SMS ещё раз';

export interface NewInvoiceSmsCode {
  code: string;
  hash: string;
}

/** A fresh code and its hash; hashed before the invoice's row is locked, so the lock is not held through scrypt. */
export async function newInvoiceSmsCode(): Promise<NewInvoiceSmsCode> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, hash: await hashPassword(code) };
}

const refused = (message: string) => new AppError(400, ERROR_CODES.validation, message, { smsCode: message });

/** What the invoice row keeps of the last SMS. */
export interface StoredInvoiceSmsCode {
  bonusToSpend: number | null;
  smsCodeHash: string | null;
  smsCodeExpiresAt: Date | null;
}

/**
 * Accepts the code only for the amount of bonuses it was sent with, and only while it is fresh; otherwise 400 with
 * details.smsCode. An expired code is named as such only when it was right, so the answer never helps a guess.
 */
export async function assertInvoiceSmsCode(
  stored: StoredInvoiceSmsCode,
  bonusToSpend: number,
  smsCode: string | undefined,
  now = new Date(),
) {
  if (!smsCode || stored.smsCodeHash === null || stored.bonusToSpend !== bonusToSpend)
    throw refused(WRONG_INVOICE_SMS_CODE);
  if (!(await verifyPassword(smsCode, stored.smsCodeHash))) throw refused(WRONG_INVOICE_SMS_CODE);
  if (stored.smsCodeExpiresAt === null || stored.smsCodeExpiresAt <= now) throw refused(EXPIRED_INVOICE_SMS_CODE);
}

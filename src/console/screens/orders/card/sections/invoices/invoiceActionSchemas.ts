import { z } from 'zod';
import { flag } from '../../../../../../shared/schemas/fields/formFields';
import {
  BONUS_LIMIT_MESSAGE,
  feeRateSchema,
  invoiceCardQuerySchema,
  invoiceCrucialSchema,
  invoiceSmsQuerySchema,
  payInCashSchema,
  SMS_CODE_MESSAGE,
} from '../../../../../../shared/schemas/invoice';

// The invoice action dialogs' forms: the contract's own rules (src/shared/schemas/invoice.ts) plus what only the
// dialog knows, the invoice's bonus limit now.

/** 'Отправить клиенту': the push flag is a checkbox here, a query parameter on the wire. */
export const sendFormSchema = z.object({ push: flag });

const bonusAtMost = (max: number) => (value: { bonusToSpend: number }, ctx: z.RefinementCtx) => {
  if (value.bonusToSpend > max)
    ctx.addIssue({ code: 'custom', path: ['bonusToSpend'], message: BONUS_LIMIT_MESSAGE(max) });
};

/** 'Отправить по SMS': bonuses to spend, a whole number from 0 to the invoice's limit. */
export const smsFormSchema = (max: number) => invoiceSmsQuerySchema.superRefine(bonusAtMost(max));

/** 'Оплата наличными': with bonuses spent, the code the client got by SMS is required. */
export const payInCashFormSchema = (max: number) =>
  payInCashSchema.superRefine((value, ctx) => {
    bonusAtMost(max)(value, ctx);
    if (value.bonusToSpend > 0 && !value.smsCode)
      ctx.addIssue({ code: 'custom', path: ['smsCode'], message: SMS_CODE_MESSAGE });
  });

/** 'Ссылка на оплату картой': the phone is optional (the link is then also sent to it by SMS). */
export const cardLinkFormSchema = invoiceCardQuerySchema;

/** 'Существенное изменение': the legal entity and the reason. */
export const crucialFormSchema = invoiceCrucialSchema;

/** 'Ставка комиссии': a percent, or empty for the service's own rate. */
export const feeRateFormSchema = z.object({ feeRate: feeRateSchema.shape.feeRate.optional() });

/** What each action's dialog sends; actions without a form send nothing. */
export interface InvoiceActionInputs {
  'invoice.send': z.output<typeof sendFormSchema>;
  'invoice.sendSms': z.output<ReturnType<typeof smsFormSchema>>;
  'invoice.payInCash': z.output<ReturnType<typeof payInCashFormSchema>>;
  'invoice.payByCard': z.output<typeof cardLinkFormSchema>;
  'invoice.crucialEdit': z.output<typeof crucialFormSchema>;
  'invoice.feeRate': z.output<typeof feeRateFormSchema>;
}

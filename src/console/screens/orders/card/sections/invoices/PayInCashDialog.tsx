import { Text } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { formatMoney, round2 } from '../../../../../../shared/format';
import { ActionFormDialog } from '../../../../../components/dialogs/ActionFormDialog';
import { TextField } from '../../../../../components/TextField';
import { FlagField } from './FlagField';
import { type InvoiceActionInputs, payInCashFormSchema } from './invoiceActionSchemas';
import type { InvoiceDialogProps } from './invoiceDialogProps';

/** The bonuses as typed, or 0 while the field holds no whole number. */
const typedBonus = (value: unknown) => {
  const n = Number(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * 'Оплата наличными' (or through the terminal): bonuses up to the invoice's limit; spending any needs the code the
 * client got with 'Отправить по SMS' for that very number of bonuses, so a different number asks for the SMS first.
 */
export function PayInCashDialog({
  invoice,
  busy,
  error,
  input,
  onSubmit,
  onClose,
}: InvoiceDialogProps<InvoiceActionInputs['invoice.payInCash']>) {
  const max = invoice.maxBonusToSpend;
  return (
    <ActionFormDialog
      title={`Оплата наличными: счёт № ${invoice.number}`}
      schema={payInCashFormSchema(max)}
      defaultValue={{
        viaTerminal: input?.viaTerminal ?? false,
        bonusToSpend: String(input?.bonusToSpend ?? invoice.bonusToSpend ?? 0),
        smsCode: input?.smsCode,
      }}
      submitLabel="Оплатить"
      busy={busy}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="invoice-pay-cash"
    >
      {({ fields, serverErrors }) => {
        const bonus = typedBonus(fields.bonusToSpend.value);
        return (
          <>
            <FlagField meta={fields.viaTerminal} label="Через терминал" kind="switch" />
            <TextField
              meta={fields.bonusToSpend as FieldMetadata<string>}
              label={`Бонусами, не более ${max}`}
              inputMode="numeric"
              serverError={serverErrors.bonusToSpend}
            />
            {bonus > 0 && (
              <>
                {invoice.bonusToSpend !== bonus && (
                  <Text fontSize="sm" color="orange.fg" data-testid="sms-first-hint">
                    Код приходит в SMS со счётом: сначала отправьте клиенту SMS («Отправить по SMS») на {bonus} бонусов.
                  </Text>
                )}
                <TextField
                  meta={fields.smsCode}
                  label="Код из SMS"
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  serverError={serverErrors.smsCode}
                />
              </>
            )}
            <Text fontWeight="semibold" data-testid="to-pay">
              К оплате: {formatMoney(round2(invoice.totalAmount - bonus))}
            </Text>
          </>
        );
      }}
    </ActionFormDialog>
  );
}

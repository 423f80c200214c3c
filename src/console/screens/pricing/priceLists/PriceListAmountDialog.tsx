import type { PriceListItem } from '../../../../shared/schemas/invoice';
import { priceListAmountFormSchema } from '../../../../shared/schemas/pricing/priceLists';
import { updatePriceListItem } from '../../../api/pricing/priceListsApi';
import { ModalForm } from '../../../components/ModalForm';
import { TextField } from '../../../components/TextField';

/** The amount of one item (PUT /price_lists/items/{id}): not negative, at most two decimals. */
export function PriceListAmountDialog({
  item,
  onClose,
  onChanged,
}: {
  item: PriceListItem;
  onClose: () => void;
  onChanged: () => void;
}) {
  return (
    <ModalForm
      open
      title={`Сумма: ${item.name}`}
      size="sm"
      schema={priceListAmountFormSchema}
      defaultValue={{ amount: String(item.amount) }}
      onSubmit={(values) => updatePriceListItem(item.id, values.amount)}
      onSaved={onChanged}
      onClose={onClose}
    >
      {({ fields, serverErrors }) => (
        <TextField
          meta={fields.amount}
          label={`Сумма, ₽ за ${item.unit}`}
          required
          inputMode="decimal"
          autoFocus
          serverError={serverErrors.amount}
        />
      )}
    </ModalForm>
  );
}

import { SimpleGrid, Stack } from '@chakra-ui/react';
import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import type { TravelPromoCode } from '../../../../shared/schemas/travel/travelPromoCodes';
import { createTravelPromoCode, updateTravelPromoCode } from '../../../api/travel/travelPromoCodesApi';
import { asTextMeta as asText } from '../../../components/asTextMeta';
import { DateInput } from '../../../components/inputs/DateInput';
import { RequiredNote } from '../../../components/RequiredNote';
import { SaveCancelButtons } from '../../../components/SaveCancelButtons';
import { TextField } from '../../../components/TextField';
import { useSavedForm } from '../../../components/useSavedForm';
import { useAllowed } from '../../../session/useSession';
import {
  codeTakenAtField,
  type PromoCodeFormText,
  type PromoCodeFormValues,
  promoCodeFormSchema,
  promoCodeText,
  toPromoCodeBody,
} from './promoCodeFormSchema';

interface Props {
  /** Null: the create form of /vzr/promocodes/create. */
  promo: TravelPromoCode | null;
  onSaved: (promo: TravelPromoCode) => void;
}

/**
 * A promo code's own fields: code, name, discount, validity and the maximum of uses. Save is enabled once the form
 * differs from what was loaded; a changed form asks before it is left; a taken code is told at the code field.
 * Remounted after each save (the caller keys it), so the saved values become the pristine ones.
 */
export function PromoCodeForm({ promo, onSaved }: Props) {
  const canSave = useAllowed('vzr.promocodes', [promo ? 'permissionUpdate' : 'permissionInsert']);
  const editable = canSave && promo?.deletedDate == null;
  const defaults = useMemo(() => promoCodeText(promo), [promo]);
  const { form, fields, guard, saving, serverErrors } = useSavedForm<
    PromoCodeFormText,
    PromoCodeFormValues,
    TravelPromoCode
  >({
    id: `travel-promo-${promo?.id ?? 'new'}`,
    name: 'travelPromoCode.form',
    schema: promoCodeFormSchema,
    defaults,
    save: (values) =>
      (promo
        ? updateTravelPromoCode(promo.id, toPromoCodeBody(values))
        : createTravelPromoCode(toPromoCodeBody(values))
      ).catch(codeTakenAtField),
    savedText: promo ? 'Изменения сохранены' : 'Промокод создан',
    onSaved,
  });
  return (
    <form {...getFormProps(form)} noValidate aria-label="Промокод" data-testid="promo-code-form">
      {guard.restoredNotice}
      <fieldset disabled={!editable}>
        <Stack gap="4" maxW="3xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField meta={asText(fields.code)} label="Промокод" required serverError={serverErrors.code} />
            <TextField meta={asText(fields.name)} label="Название" required serverError={serverErrors.name} />
            <TextField
              meta={asText(fields.discountPercent)}
              label="Скидка, %"
              required
              inputMode="decimal"
              serverError={serverErrors.discountPercent}
            />
            <TextField
              meta={asText(fields.maxUses)}
              label="Максимум использований"
              inputMode="numeric"
              serverError={serverErrors.maxUses}
            />
            <DateInput meta={fields.validFrom} label="Действует с" serverError={serverErrors.validFrom} />
            <DateInput meta={fields.validTo} label="Действует по" serverError={serverErrors.validTo} />
          </SimpleGrid>
          <RequiredNote />
          {editable && <SaveCancelButtons saving={saving} dirty={guard.dirty} onCancel={() => form.reset()} />}
        </Stack>
      </fieldset>
      {guard.dialog}
    </form>
  );
}

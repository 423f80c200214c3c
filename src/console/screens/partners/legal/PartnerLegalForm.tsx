import { SimpleGrid, Stack } from '@chakra-ui/react';
import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import {
  type PartnerLegalCard,
  type PartnerLegalUpdate,
  partnerLegalUpdateSchema,
} from '../../../../shared/schemas/partners/partnerLegals';
import { createPartnerLegal, updatePartnerLegal } from '../../../api/partners/partnerLegalsApi';
import { RequiredNote } from '../../../components/RequiredNote';
import { SaveCancelButtons } from '../../../components/SaveCancelButtons';
import { TextField } from '../../../components/TextField';
import { useSavedForm } from '../../../components/useSavedForm';
import { useAllowed } from '../../../session/useSession';

type FormText = Record<keyof PartnerLegalUpdate, string>;

interface Props {
  /** The entity being edited, or the partner a new one is created for. */
  target: { legal: PartnerLegalCard } | { partnerId: number };
  onSaved: (legal: PartnerLegalCard) => void;
}

/** A legal entity's data: name, ИНН, КПП, VAT (empty: without VAT); a changed form asks before it is left. */
export function PartnerLegalForm({ target, onSaved }: Props) {
  const legal = 'legal' in target ? target.legal : null;
  const canSave =
    useAllowed('partners.legal', [legal ? 'permissionUpdate' : 'permissionInsert']) && legal?.deletedDate == null;
  const defaults = useMemo<FormText>(
    () => ({
      name: legal?.name ?? '',
      inn: legal?.inn ?? '',
      kpp: legal?.kpp ?? '',
      nds: legal?.nds === null || legal?.nds === undefined ? '' : String(legal.nds),
    }),
    [legal],
  );
  const { form, fields, guard, saving, serverErrors } = useSavedForm<FormText, PartnerLegalUpdate, PartnerLegalCard>({
    id: `partner-legal-${legal?.id ?? 'new'}`,
    name: 'partnerLegal',
    schema: partnerLegalUpdateSchema,
    defaults,
    save: (values) =>
      'legal' in target
        ? updatePartnerLegal(target.legal.id, values)
        : createPartnerLegal({ ...values, partnerId: target.partnerId }),
    savedText: 'Юридическое лицо сохранено',
    onSaved,
  });

  return (
    <form {...getFormProps(form)} noValidate aria-label="Юридическое лицо" data-testid="partner-legal-form">
      {guard.restoredNotice}
      <fieldset disabled={!canSave}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
            <TextField meta={fields.inn} label="ИНН" inputMode="numeric" serverError={serverErrors.inn} />
            <TextField meta={fields.kpp} label="КПП" inputMode="numeric" serverError={serverErrors.kpp} />
            <TextField
              meta={fields.nds}
              label="НДС, % (пусто — без НДС)"
              inputMode="decimal"
              serverError={serverErrors.nds}
            />
          </SimpleGrid>
          <RequiredNote />
          {canSave && <SaveCancelButtons saving={saving} dirty={guard.dirty} onCancel={() => form.reset()} />}
        </Stack>
      </fieldset>
      {guard.dialog}
    </form>
  );
}

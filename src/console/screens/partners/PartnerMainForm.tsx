import { chakra, Field, Flex, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react';
import { useMemo } from 'react';
import { type Partner, type PartnerSave, partnerSaveSchema } from '../../../shared/schemas/partners/partners';
import { createPartner, updatePartner } from '../../api/partners/partnersApi';
import { FieldShell } from '../../components/inputs/FieldShell';
import { RequiredNote } from '../../components/RequiredNote';
import { SaveCancelButtons } from '../../components/SaveCancelButtons';
import { TextField } from '../../components/TextField';
import { useSavedForm } from '../../components/useSavedForm';
import { useAllowed } from '../../session/useSession';

type FormText = Record<keyof PartnerSave, string>;

const textOf = (partner: Partner | null): FormText => ({
  name: partner?.name ?? '',
  isCorporateClient: partner?.isCorporateClient ? 'on' : '',
  inn: partner?.inn ?? '',
  kpp: partner?.kpp ?? '',
  phone: partner?.phone ?? '',
  email: partner?.email ?? '',
  site: partner?.site ?? '',
  address: partner?.address ?? '',
  comment: partner?.comment ?? '',
});

interface Props {
  /** Null: the create form of /partners/create. */
  partner: Partner | null;
  /** The server took the form: its answer. */
  onSaved: (partner: Partner) => void;
}

/**
 * The partner's main data: name, corporate client, requisites and contacts of the company. Save is enabled once the
 * form differs from what was loaded; leaving a changed form asks first (useDirtyGuard). Remounted after each save
 * (the caller keys it), so the saved values become the pristine ones.
 */
export function PartnerMainForm({ partner, onSaved }: Props) {
  const canSave = useAllowed('partners', [partner ? 'permissionUpdate' : 'permissionInsert']);
  const editable = canSave && partner?.deletedDate == null;
  const defaults = useMemo(() => textOf(partner), [partner]);
  const { form, fields, guard, saving, serverErrors } = useSavedForm<FormText, PartnerSave, Partner>({
    id: `partner-main-${partner?.id ?? 'new'}`,
    name: 'partnerCard.main',
    schema: partnerSaveSchema,
    defaults,
    save: (values) => (partner ? updatePartner(partner.id, values) : createPartner(values)),
    savedText: partner ? 'Изменения сохранены' : 'Партнёр создан',
    onSaved,
  });

  const { key: corporateKey, ...corporateProps } = getInputProps(fields.isCorporateClient, { type: 'checkbox' });
  const { key: commentKey, ...commentProps } = getTextareaProps(fields.comment);
  return (
    <form {...getFormProps(form)} noValidate aria-label="Основные данные партнёра" data-testid="partner-main-form">
      {guard.restoredNotice}
      <fieldset disabled={!editable}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
            <Field.Root>
              <Flex as="label" align="center" gap="2" mt={{ md: '7' }}>
                <chakra.input key={corporateKey} {...corporateProps} />
                Корпоративный клиент
              </Flex>
            </Field.Root>
            <TextField meta={fields.inn} label="ИНН" inputMode="numeric" serverError={serverErrors.inn} />
            <TextField meta={fields.kpp} label="КПП" inputMode="numeric" serverError={serverErrors.kpp} />
            <TextField meta={fields.phone} label="Телефон" type="tel" serverError={serverErrors.phone} />
            <TextField meta={fields.email} label="E-mail" type="email" serverError={serverErrors.email} />
            <TextField meta={fields.site} label="Сайт" serverError={serverErrors.site} />
            <TextField meta={fields.address} label="Адрес" serverError={serverErrors.address} />
          </SimpleGrid>
          <FieldShell meta={fields.comment} label="Комментарий" serverError={serverErrors.comment}>
            <Textarea key={commentKey} {...commentProps} rows={3} />
          </FieldShell>
          <RequiredNote />
          {editable && <SaveCancelButtons saving={saving} dirty={guard.dirty} onCancel={() => form.reset()} />}
        </Stack>
      </fieldset>
      {guard.dialog}
    </form>
  );
}

import { Button, chakra, Field, Flex, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { FormValues } from '../../../../machines/kit/dirtyGuardMachine';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { type Partner, type PartnerSave, partnerSaveSchema } from '../../../shared/schemas/partners/partners';
import { createPartner, updatePartner } from '../../api/partners/partnersApi';
import { fillConformForm } from '../../components/drafts/fillConformForm';
import { FieldShell } from '../../components/inputs/FieldShell';
import { RequiredNote } from '../../components/RequiredNote';
import { TextField } from '../../components/TextField';
import { useDirtyGuard } from '../../components/useDirtyGuard';
import { inspect } from '../../debug/inspector';
import { useAllowed } from '../../session/useSession';
import { notify } from '../../toasts/toaster';

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
  const result = useRef<Partner | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const save = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          const values = input.values as PartnerSave;
          result.current = partner ? await updatePartner(partner.id, values) : await createPartner(values);
          return result.current;
        }),
      },
    }),
    { inspect, systemId: 'partnerCard.main.save' },
  );
  const saving = useSelector(save, (s) => s.hasTag('busy'));
  const saveDone = useSelector(save, (s) => s.status === 'done');
  const saveError = useSelector(save, (s) => s.context.error);
  const serverErrors = saveError?.details ?? {};

  const defaults = useMemo(() => textOf(partner), [partner]);
  const [form, fields] = useForm<FormText, PartnerSave>({
    id: `partner-main-${partner?.id ?? 'new'}`,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: partnerSaveSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') save.send({ type: 'form.submit', values: submission.value });
    },
  });

  const guard = useDirtyGuard({
    name: 'partnerCard.main.guard',
    initialValues: defaults as unknown as FormValues,
    restore: (values) => fillConformForm(form, values),
  });
  const { change, saved } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);
  useEffect(() => {
    if (!saveDone || !result.current) return;
    saved();
    notify({ type: 'success', title: 'Успех', description: partner ? 'Изменения сохранены' : 'Партнёр создан' });
    onSavedRef.current(result.current);
  }, [saveDone, saved, partner]);
  useEffect(() => {
    if (saveError) notify({ type: 'error', title: 'Возникла ошибка', description: saveError.message });
  }, [saveError]);

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
          {editable && (
            <Flex gap="2" justify="flex-end">
              <Button variant="outline" onClick={() => form.reset()} disabled={saving || !guard.dirty}>
                Отмена
              </Button>
              <Button type="submit" colorPalette="blue" loading={saving} disabled={saving || !guard.dirty}>
                Сохранить
              </Button>
            </Flex>
          )}
        </Stack>
      </fieldset>
      {guard.dialog}
    </form>
  );
}

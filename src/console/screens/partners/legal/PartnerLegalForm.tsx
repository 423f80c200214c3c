import { Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { FormValues } from '../../../../../machines/kit/dirtyGuardMachine';
import { submissionMachine } from '../../../../../machines/kit/submissionMachine';
import {
  type PartnerLegalCard,
  type PartnerLegalUpdate,
  partnerLegalUpdateSchema,
} from '../../../../shared/schemas/partners/partnerLegals';
import { createPartnerLegal, updatePartnerLegal } from '../../../api/partners/partnerLegalsApi';
import { fillConformForm } from '../../../components/drafts/fillConformForm';
import { RequiredNote } from '../../../components/RequiredNote';
import { TextField } from '../../../components/TextField';
import { useDirtyGuard } from '../../../components/useDirtyGuard';
import { inspect } from '../../../debug/inspector';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';

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
  const result = useRef<PartnerLegalCard | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const save = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          const values = input.values as PartnerLegalUpdate;
          result.current =
            'legal' in target
              ? await updatePartnerLegal(target.legal.id, values)
              : await createPartnerLegal({ ...values, partnerId: target.partnerId });
          return result.current;
        }),
      },
    }),
    { inspect, systemId: 'partnerLegal.save' },
  );
  const saving = useSelector(save, (s) => s.hasTag('busy'));
  const saveDone = useSelector(save, (s) => s.status === 'done');
  const saveError = useSelector(save, (s) => s.context.error);
  const serverErrors = saveError?.details ?? {};

  const defaults = useMemo<FormText>(
    () => ({
      name: legal?.name ?? '',
      inn: legal?.inn ?? '',
      kpp: legal?.kpp ?? '',
      nds: legal?.nds === null || legal?.nds === undefined ? '' : String(legal.nds),
    }),
    [legal],
  );
  const [form, fields] = useForm<FormText, PartnerLegalUpdate>({
    id: `partner-legal-${legal?.id ?? 'new'}`,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: partnerLegalUpdateSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') save.send({ type: 'form.submit', values: submission.value });
    },
  });
  const guard = useDirtyGuard({
    name: 'partnerLegal.guard',
    initialValues: defaults as unknown as FormValues,
    restore: (values) => fillConformForm(form, values),
  });
  const { change, saved } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);
  useEffect(() => {
    if (!saveDone || !result.current) return;
    saved();
    notify({ type: 'success', title: 'Успех', description: 'Юридическое лицо сохранено' });
    onSavedRef.current(result.current);
  }, [saveDone, saved]);
  useEffect(() => {
    if (saveError) notify({ type: 'error', title: 'Возникла ошибка', description: saveError.message });
  }, [saveError]);

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
          {canSave && (
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

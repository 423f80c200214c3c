import { Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { FormValues } from '../../../../machines/kit/dirtyGuardMachine';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { formatDateTime } from '../../../shared/format';
import { WIDGET_KEYS } from '../../../shared/operationKeys';
import {
  CLIENT_CONTACT_FIELDS,
  CLIENT_PERSONAL_FIELDS,
  type Client,
} from '../../../shared/schemas/clients/clientEntity';
import { updateClient } from '../../api/clientsApi';
import { fillConformForm } from '../../components/drafts/fillConformForm';
import { DateInput } from '../../components/inputs/DateInput';
import { PhoneInput } from '../../components/inputs/PhoneInput';
import { Notice } from '../../components/Notice';
import { RequiredNote } from '../../components/RequiredNote';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useDirtyGuard } from '../../components/useDirtyGuard';
import { NARROW_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { inspect } from '../../debug/inspector';
import { useAllowed } from '../../session/useSession';
import { notify } from '../../toasts/toaster';
import { formatPhone } from './clientDisplay';
import {
  type ClientConsoleForm,
  type ClientFormField,
  clientConsoleFormSchema,
  clientFormText,
} from './clientFormValues';
import { ReadOnlyField } from './ReadOnlyField';
import { useGenderOptions } from './useGenderOptions';

export type ClientFormSection = 'personal' | 'contact';

const LABELS: Record<ClientFormField, string> = {
  id: 'Идентификатор',
  lastName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
  email: 'E-mail',
  phoneNumber: 'Телефон',
  contactPhoneNumber1: 'Контактный телефон 1',
  contactPhoneNumber2: 'Контактный телефон 2',
  address: 'Адрес',
  dateOfBirth: 'Дата рождения',
  genderRefValueId: 'Пол',
  statusRefValueId: 'Статус',
};
const SECTION_FIELDS: Record<ClientFormSection, readonly ClientFormField[]> = {
  personal: CLIENT_PERSONAL_FIELDS,
  contact: CLIENT_CONTACT_FIELDS,
};
const SECTION_TITLES: Record<ClientFormSection, string> = { personal: 'Личные данные', contact: 'Контактные данные' };

interface Props {
  client: Client;
  section: ClientFormSection;
  /** The server took the form: its answer replaces the card's client. */
  onSaved: (client: Client) => void;
  /** 'Удалить': the card asks and deletes. */
  onDelete: () => void;
  deleting: boolean;
}

/**
 * One tab of the client form: its editable fields, the
 * read-only phone, status and registration date, and Удалить / Отмена / Сохранить. The fields of the other tab
 * travel unchanged in hidden inputs, so the server gets the whole client. After a save the form starts again from
 * the server's answer.
 */
export function ClientForm(props: Props) {
  const [version, setVersion] = useState(0);
  const { onSaved } = props;
  return (
    <ClientFormBody
      key={version}
      {...props}
      onSaved={(client) => {
        setVersion((v) => v + 1);
        onSaved(client);
      }}
    />
  );
}

function ClientFormBody({ client, section, onSaved, onDelete, deleting }: Props) {
  const wide = !useMediaQuery(NARROW_QUERY);
  const schema = useMemo(() => clientConsoleFormSchema(wide), [wide]);
  const genders = useGenderOptions();

  const canSave = useAllowed(WIDGET_KEYS.client, ['permissionInsert', 'permissionUpdate']);
  const canDelete = useAllowed(WIDGET_KEYS.client, ['permissionDelete']);
  const personalEditable = useAllowed(WIDGET_KEYS.personalData, ['permissionUpdate']);
  const contactEditable = useAllowed(WIDGET_KEYS.contactDetail);
  const emailKey = useAllowed(WIDGET_KEYS.clientEmail);
  // The e-mail is locked when the client has one and the user lacks reference.client.email.
  const emailLocked = Boolean(client.email) && !emailKey;
  const editable = (field: ClientFormField) =>
    SECTION_FIELDS[section].includes(field) &&
    (section === 'personal' ? personalEditable : contactEditable) &&
    !(field === 'email' && emailLocked);
  const sectionEditable = SECTION_FIELDS[section].some(editable);

  const result = useRef<Client | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const save = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          result.current = await updateClient(client.id, input.values as ClientConsoleForm);
          return result.current;
        }),
      },
    }),
    { inspect, systemId: `clientCard.${section}.save` },
  );
  const saving = useSelector(save, (s) => s.hasTag('busy'));
  const saveDone = useSelector(save, (s) => s.status === 'done');
  const saveError = useSelector(save, (s) => s.context.error);
  const serverErrors = saveError?.details ?? {};

  const defaults = useMemo(() => clientFormText(client), [client]);
  const [form, fields] = useForm<Record<ClientFormField, string>, ClientConsoleForm>({
    id: `client-${section}-form`,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') save.send({ type: 'form.submit', values: submission.value });
    },
  });

  const guard = useDirtyGuard({
    name: `clientCard.${section}.guard`,
    initialValues: defaults as unknown as FormValues,
    restore: (values) => fillConformForm(form, values),
  });
  const { change, saved } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);

  useEffect(() => {
    if (!saveDone || !result.current) return;
    saved();
    notify({ type: 'success', title: 'Успех', description: 'Изменения сохранены' });
    onSavedRef.current(result.current);
  }, [saveDone, saved]);
  useEffect(() => {
    if (saveError) notify({ type: 'error', title: 'Возникла ошибка', description: saveError.message });
  }, [saveError]);

  // A rule broken by a field this tab does not show (old data of the other tab): say where to fix it.
  const hiddenErrors = Object.entries(form.allErrors)
    .filter(
      ([name, messages]) =>
        messages.length > 0 && name in LABELS && !SECTION_FIELDS[section].includes(name as ClientFormField),
    )
    .map(([name, messages]) => `${LABELS[name as ClientFormField]}: ${messages[0]}`);

  const field = (name: ClientFormField) => {
    const stored = defaults[name] ?? '';
    if (!editable(name)) {
      const shown =
        name === 'genderRefValueId'
          ? (genders.find((g) => String(g.value) === stored)?.label ?? '')
          : name.startsWith('contactPhone')
            ? formatPhone(stored)
            : stored;
      const hint = name === 'email' && emailLocked && contactEditable ? 'Нет прав на изменение e-mail' : undefined;
      return (
        <div key={name}>
          <ReadOnlyField label={LABELS[name]} value={shown} hint={hint} testId={`client-${name}`} />
          <input type="hidden" name={name} value={stored} />
        </div>
      );
    }
    const serverError = serverErrors[name];
    switch (name) {
      case 'contactPhoneNumber1':
      case 'contactPhoneNumber2':
        return <PhoneInput key={name} meta={fields[name]} label={LABELS[name]} serverError={serverError} />;
      case 'dateOfBirth':
        return <DateInput key={name} meta={fields[name]} label={LABELS[name]} serverError={serverError} />;
      case 'genderRefValueId':
        return (
          <SelectField
            key={`${name}:${genders.length}`}
            meta={fields[name]}
            label={LABELS[name]}
            options={genders}
            serverError={serverError}
          />
        );
      case 'email':
        return (
          <TextField
            key={name}
            meta={fields[name]}
            label={LABELS[name]}
            type="email"
            autoComplete="off"
            serverError={serverError}
          />
        );
      default:
        return (
          <TextField
            key={name}
            meta={fields[name]}
            label={LABELS[name]}
            required={name === 'firstName' || (name === 'lastName' && wide)}
            autoComplete="off"
            serverError={serverError}
          />
        );
    }
  };

  const hidden = (Object.keys(LABELS) as ClientFormField[]).filter((name) => !SECTION_FIELDS[section].includes(name));

  return (
    <form
      {...getFormProps(form)}
      noValidate
      aria-label={SECTION_TITLES[section]}
      data-testid={`client-${section}-form`}
    >
      {guard.restoredNotice}
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <ReadOnlyField label="Телефон" value={formatPhone(client.phoneNumber)} testId="client-phone-readonly" />
          <ReadOnlyField label="Статус" value={client.statusRefValueName ?? String(client.statusRefValueId)} />
          <ReadOnlyField label="Дата регистрации" value={formatDateTime(client.createdDate)} />
        </SimpleGrid>
        {hidden.map((name) => (
          <input key={name} type="hidden" name={name} value={defaults[name] ?? ''} />
        ))}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {SECTION_FIELDS[section].map(field)}
        </SimpleGrid>
        {hiddenErrors.length > 0 && (
          <Notice status="warning" title={`Исправьте на другой вкладке: ${hiddenErrors.join('; ')}`} />
        )}
        {!sectionEditable && (
          <Text fontSize="sm" color="fg.muted">
            У вас нет прав на изменение этих данных.
          </Text>
        )}
        <RequiredNote />
        <Flex gap="2" justify="flex-end" wrap="wrap">
          {canDelete && (
            <Button
              colorPalette="red"
              variant="outline"
              onClick={onDelete}
              loading={deleting}
              disabled={saving || deleting}
            >
              Удалить
            </Button>
          )}
          {canSave && sectionEditable && (
            <>
              <Button variant="outline" onClick={() => form.reset()} disabled={saving || !guard.dirty}>
                Отмена
              </Button>
              <Button
                type="submit"
                colorPalette="blue"
                loading={saving}
                loadingText="Сохранить"
                disabled={saving || deleting || !guard.dirty}
              >
                Сохранить
              </Button>
            </>
          )}
        </Flex>
      </Stack>
      {guard.dialog}
    </form>
  );
}

import { Box, SimpleGrid } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { emailCheckMachine } from '../../../../machines/users/emailCheckMachine';
import { type UserCard, userCreateSchema } from '../../../shared/schemas/userAdmin';
import { checkEmail, createUser } from '../../api/userAdminApi';
import { asTextMeta } from '../../components/asTextMeta';
import { ModalForm } from '../../components/ModalForm';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { inspect } from '../../debug/inspector';
import { notify } from '../../toasts/toaster';
import { useOfficeOptions, usePartnerOptions } from './usePartnerOptions';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The user was created and invited: the list opens his card. */
  onCreated: (user: UserCard) => void;
}

/**
 * 'Новый пользователь': e-mail, names, phone, partner and office. The e-mail is checked with the server as the user
 * types (after a pause) and when he leaves the field: a taken one shows 'Этот email уже используется!' at once.
 * The new user gets an invitation letter with the link to set his password.
 */
export function NewUserDialog({ open, onClose, onCreated }: Props) {
  const partners = usePartnerOptions();
  return (
    <ModalForm
      open={open}
      title="Новый пользователь"
      schema={userCreateSchema}
      // A partner's staff have one partner to choose: it is chosen for them.
      defaultValue={partners.length === 1 ? { partnerId: String(partners[0].value) } : undefined}
      onSubmit={(values) => createUser(values)}
      onSaved={(user) => {
        notify({ type: 'success', title: 'Пользователь создан', description: 'Приглашение отправлено на e-mail' });
        onCreated(user as UserCard);
      }}
      onClose={onClose}
      submitLabel="Создать и пригласить"
      size="lg"
    >
      {({ fields, serverErrors }) => <NewUserFields fields={fields} serverErrors={serverErrors} partners={partners} />}
    </ModalForm>
  );
}

type Fields = Parameters<Parameters<typeof ModalForm<typeof userCreateSchema>>[0]['children']>[0]['fields'];

function NewUserFields({
  fields,
  serverErrors,
  partners,
}: {
  fields: Fields;
  serverErrors: Record<string, string>;
  partners: { value: string | number; label: string }[];
}) {
  const emailCheck = useActorRef(
    emailCheckMachine.provide({ actors: { check: fromPromise(({ input }) => checkEmail(input.email)) } }),
    { inspect, systemId: 'users.new.emailCheck' },
  );
  const taken = useSelector(emailCheck, (s) => s.context.message);
  const partnerId = Number(fields.partnerId.value) || null;
  const offices = useOfficeOptions(partnerId);
  return (
    <>
      <Box
        onInput={(e) => emailCheck.send({ type: 'email.input', email: (e.target as HTMLInputElement).value })}
        onBlur={() => emailCheck.send({ type: 'email.blur' })}
      >
        <TextField
          meta={fields.email}
          label="E-mail"
          type="email"
          required
          autoFocus
          serverError={serverErrors.email ?? taken ?? undefined}
        />
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField meta={fields.lastName} label="Фамилия" required serverError={serverErrors.lastName} />
        <TextField meta={fields.firstName} label="Имя" required serverError={serverErrors.firstName} />
        <TextField meta={asTextMeta(fields.middleName)} label="Отчество" serverError={serverErrors.middleName} />
        <TextField meta={asTextMeta(fields.phone)} label="Телефон" type="tel" serverError={serverErrors.phone} />
        {partners.length > 0 && (
          <SelectField
            meta={fields.partnerId}
            label="Партнёр"
            options={partners}
            serverError={serverErrors.partnerId}
          />
        )}
        {partnerId && (
          <SelectField meta={fields.officeId} label="Офис" options={offices} serverError={serverErrors.officeId} />
        )}
      </SimpleGrid>
    </>
  );
}

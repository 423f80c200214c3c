import { DIVISION_RECIPIENT_TYPES, REF_IDS, USER_RECIPIENT_TYPES } from '../../../../../shared/referenceIds';
import { orderCommentFormSchema } from '../../../../../shared/schemas/orders/orderParts';
import { createOrderComment, fetchDivisions } from '../../../../api/orderPartsApi';
import { findUsers } from '../../../../api/usersApi';
import { ModalForm } from '../../../../components/ModalForm';
import { SelectField } from '../../../../components/SelectField';
import { useRefOptions } from '../../../../hooks/useRefOptions';
import { useRemoteData } from '../../../../hooks/useRemoteData';
import { TextAreaField } from './TextAreaField';

// The comment form. A recipient type; a division for the two division
// types (9092, 9093); a user for 9094; the trimmed comment 'Введите комментарий'.

const loadDivisions = async () => (await fetchDivisions()).map((d) => ({ value: d.id, label: d.name }));
const loadUsers = async () =>
  (await findUsers({ offset: 0, size: 500, sortField: 'lastName', sortOrder: 'ASC', status: 'active' })).users.map(
    (u) => ({
      value: u.id,
      label: [u.lastName, u.firstName].filter(Boolean).join(' ') || u.email,
    }),
  );

interface Props {
  orderId: number;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Добавить комментарий': mounted only while open. */
export function CommentDialog({ orderId, onClose, onSaved }: Props) {
  const types = useRefOptions(REF_IDS.commentRecipientType);
  return (
    <ModalForm
      open
      title="Новый комментарий"
      submitLabel="Добавить"
      schema={orderCommentFormSchema}
      onSubmit={(values) => createOrderComment({ ...values, orderId })}
      onSaved={onSaved}
      onClose={onClose}
    >
      {({ fields, serverErrors }) => {
        const type = Number(fields.recipientTypeRefValueId.value);
        return (
          <>
            <SelectField
              meta={fields.recipientTypeRefValueId}
              label="Получатель"
              required
              options={types}
              serverError={serverErrors.recipientTypeRefValueId}
            />
            {DIVISION_RECIPIENT_TYPES.includes(type) && (
              <DivisionField meta={fields.divisionId} serverError={serverErrors.divisionId} />
            )}
            {USER_RECIPIENT_TYPES.includes(type) && (
              <UserField meta={fields.userId} serverError={serverErrors.userId} />
            )}
            <TextAreaField meta={fields.comment} label="Комментарий" required serverError={serverErrors.comment} />
          </>
        );
      }}
    </ModalForm>
  );
}

type SelectMeta = Parameters<typeof SelectField>[0]['meta'];

function DivisionField({ meta, serverError }: { meta: unknown; serverError?: string }) {
  const divisions = useRemoteData('comment.divisions', loadDivisions, null);
  return (
    <SelectField
      meta={meta as SelectMeta}
      label="Подразделение"
      required
      options={divisions.data ?? []}
      serverError={serverError ?? divisions.error?.message}
    />
  );
}

function UserField({ meta, serverError }: { meta: unknown; serverError?: string }) {
  const users = useRemoteData('comment.users', loadUsers, null);
  return (
    <SelectField
      meta={meta as SelectMeta}
      label="Пользователь"
      required
      options={users.data ?? []}
      serverError={serverError ?? users.error?.message}
    />
  );
}

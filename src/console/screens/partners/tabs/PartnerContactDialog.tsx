import { type PartnerContact, partnerContactSaveSchema } from '../../../../shared/schemas/partners/partners';
import {
  createPartnerContact,
  deletePartnerContact,
  restorePartnerContact,
  updatePartnerContact,
} from '../../../api/partners/partnersApi';
import { asTextMeta } from '../../../components/asTextMeta';
import { ModalForm } from '../../../components/ModalForm';
import { TextField } from '../../../components/TextField';
import { useAllowed } from '../../../session/useSession';

interface Props {
  partnerId: number;
  /** Null: a new contact. */
  contact: PartnerContact | null;
  onClose: () => void;
  onChanged: () => void;
}

/** Add or edit a partner's contact; delete (soft) or restore it. */
export function PartnerContactDialog({ partnerId, contact, onClose, onChanged }: Props) {
  const canInsert = useAllowed('partners', ['permissionInsert']);
  const canUpdate = useAllowed('partners', ['permissionUpdate']);
  const canDelete = useAllowed('partners', ['permissionDelete']);
  const deleted = Boolean(contact?.deletedDate);
  return (
    <ModalForm
      open
      title={contact ? `Контакт «${contact.fullName}»` : 'Новый контакт'}
      schema={partnerContactSaveSchema}
      defaultValue={
        contact
          ? {
              fullName: contact.fullName,
              position: contact.position ?? undefined,
              phone: contact.phone ?? undefined,
              email: contact.email ?? undefined,
              comment: contact.comment ?? undefined,
            }
          : undefined
      }
      onSubmit={(values) =>
        contact ? updatePartnerContact(contact.id, values) : createPartnerContact(partnerId, values)
      }
      onSaved={onChanged}
      onClose={onClose}
      canSave={contact ? canUpdate && !deleted : canInsert}
      onDelete={
        contact ? () => (deleted ? restorePartnerContact(contact.id) : deletePartnerContact(contact.id)) : undefined
      }
      deleteLabel={deleted ? 'Восстановить' : 'Удалить'}
      canDelete={deleted ? canUpdate : canDelete}
      onDeleted={onChanged}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField meta={fields.fullName} label="ФИО" required serverError={serverErrors.fullName} />
          <TextField meta={asTextMeta(fields.position)} label="Должность" serverError={serverErrors.position} />
          <TextField meta={asTextMeta(fields.phone)} label="Телефон" type="tel" serverError={serverErrors.phone} />
          <TextField meta={asTextMeta(fields.email)} label="E-mail" type="email" serverError={serverErrors.email} />
          <TextField meta={asTextMeta(fields.comment)} label="Комментарий" serverError={serverErrors.comment} />
        </>
      )}
    </ModalForm>
  );
}

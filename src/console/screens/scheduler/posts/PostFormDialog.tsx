import { type OfficePost, officePostCreateSchema } from '../../../../shared/schemas/scheduler/schedulerPosts';
import { createOfficePost, updateOfficePost } from '../../../api/schedulerApi';
import { ModalForm } from '../../../components/ModalForm';
import { TextField } from '../../../components/TextField';

/** The post's own fields; the office comes from the screen, the id from the row. */
const postFormSchema = officePostCreateSchema.pick({ name: true, sort: true });

interface Props {
  /** null: closed; `{ post: null }`: a new post of the office. */
  editing: { post: OfficePost | null } | null;
  officeId: number;
  canSave: boolean;
  onClose: () => void;
  onSaved: (post: OfficePost) => void;
}

/** 'Добавить пост' / 'Изменить': name (required) and order, in the kit's modal form (asks before losing edits). */
export function PostFormDialog({ editing, officeId, canSave, onClose, onSaved }: Props) {
  const post = editing?.post ?? null;
  return (
    <ModalForm
      open={editing !== null}
      title={post ? `Пост «${post.name}»` : 'Новый пост'}
      schema={postFormSchema}
      defaultValue={post ? { name: post.name, sort: post.sort } : { sort: 0 }}
      onSubmit={(values) =>
        post ? updateOfficePost({ id: post.id, ...values }) : createOfficePost({ partnerOfficeId: officeId, ...values })
      }
      onSaved={(saved) => onSaved(saved as OfficePost)}
      onClose={onClose}
      canSave={canSave}
    >
      {({ fields, serverErrors }) => (
        <>
          <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
          <TextField meta={fields.sort} label="Порядок" inputMode="numeric" serverError={serverErrors.sort} />
        </>
      )}
    </ModalForm>
  );
}

import { tyreBrandNameSchema, tyreModelNameSchema } from '../../../shared/schemas/tyreReference';
import { ModalForm } from '../../components/ModalForm';
import { TextField } from '../../components/TextField';

/** Adds a brand or a model, or renames one (`current` set): only the name is typed; `save` makes the call. */
export function TyreNameDialog({
  level,
  current,
  save,
  onClose,
  onSaved,
}: {
  level: 'brand' | 'model';
  current: { name: string } | null;
  save: (name: string) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const noun = level === 'brand' ? 'производителя' : 'модели';
  return (
    <ModalForm
      open
      title={current ? `Переименование ${noun} «${current.name}»` : `Добавление ${noun}`}
      schema={level === 'brand' ? tyreBrandNameSchema : tyreModelNameSchema}
      defaultValue={current ? { name: current.name } : undefined}
      submitLabel={current ? 'Сохранить' : 'Добавить'}
      onSubmit={(values) => save(values.name)}
      onSaved={onSaved}
      onClose={onClose}
    >
      {({ fields, serverErrors }) => (
        <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
      )}
    </ModalForm>
  );
}

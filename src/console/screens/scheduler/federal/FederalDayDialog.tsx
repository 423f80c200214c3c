import { parseRuDate } from '../../../../shared/format';
import type { FederalDay } from '../../../../shared/schemas/scheduler/schedulerPosts';
import { createFederalDay } from '../../../api/schedulerApi';
import { DateInput } from '../../../components/inputs/DateInput';
import { ModalForm } from '../../../components/ModalForm';
import { TextField } from '../../../components/TextField';
import { type FederalDayFormValues, federalDayFormSchema } from './federalDayFormSchema';

interface Props {
  onSaved: (day: FederalDay) => void;
  onClose: () => void;
}

/** 'Добавить выходной': the date and its name; a refusal (the day is already listed) stays in the dialog. */
export function FederalDayDialog({ onSaved, onClose }: Props) {
  const save = (values: FederalDayFormValues) => createFederalDay({ day: parseRuDate(values.day)!, name: values.name });
  return (
    <ModalForm
      open
      title="Новый федеральный выходной"
      schema={federalDayFormSchema}
      onSubmit={save}
      onSaved={(day) => onSaved(day as FederalDay)}
      onClose={onClose}
      submitLabel="Добавить"
    >
      {({ fields, serverErrors }) => (
        <>
          <DateInput meta={fields.day} label="Дата" required serverError={serverErrors.day} />
          <TextField meta={fields.name} label="Название" required serverError={serverErrors.name} />
        </>
      )}
    </ModalForm>
  );
}

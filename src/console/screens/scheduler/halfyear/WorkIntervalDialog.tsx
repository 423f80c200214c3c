import { Text } from '@chakra-ui/react';
import { parseRuDate, toRuDate } from '../../../../shared/format';
import type { WorkInterval } from '../../../../shared/schemas/scheduler/schedulerPosts';
import { createWorkInterval, updateWorkInterval } from '../../../api/schedulerApi';
import { DateInput } from '../../../components/inputs/DateInput';
import { TimeInput } from '../../../components/inputs/TimeInput';
import { ModalForm } from '../../../components/ModalForm';
import { intervalTimes, localDateTimes } from './halfYearCalendar';
import { type WorkIntervalFormValues, workIntervalFormSchema } from './workIntervalFormSchema';

interface Props {
  officePostId: number;
  postName: string;
  /** The office's time zone: the times typed are its wall-clock times. */
  zone: string;
  /** The interval changed; null adds one on `day`. */
  interval: WorkInterval | null;
  /** 'yyyy-MM-dd' of a new interval. */
  day: string;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * 'Изменить' / 'Добавить интервал' of the half-year plan: a day and its begin and end on the 30-minute grid, sent
 * as the office's local date-times. A refusal (an overlap with another interval) stays in the dialog with what was
 * typed.
 */
export function WorkIntervalDialog({ officePostId, postName, zone, interval, day, onSaved, onClose }: Props) {
  const times = interval ? intervalTimes(interval, zone) : { day, beginTime: '', endTime: '' };
  const save = (values: WorkIntervalFormValues) => {
    const body = localDateTimes(parseRuDate(values.day)!, values.beginTime, values.endTime, zone);
    return interval ? updateWorkInterval({ id: interval.id, ...body }) : createWorkInterval({ officePostId, ...body });
  };
  return (
    <ModalForm
      open
      title={interval ? 'Изменение рабочего интервала' : 'Новый рабочий интервал'}
      schema={workIntervalFormSchema}
      defaultValue={{ day: toRuDate(times.day), beginTime: times.beginTime, endTime: times.endTime }}
      onSubmit={save}
      onSaved={onSaved}
      onClose={onClose}
      submitLabel={interval ? 'Сохранить' : 'Добавить'}
    >
      {({ fields, serverErrors }) => (
        <>
          <Text color="fg.muted" fontSize="sm">
            {postName}. Время офиса ({zone}); окончание 00:00 — полночь в конце дня.
          </Text>
          <DateInput meta={fields.day} label="Дата" required serverError={serverErrors.day} />
          <TimeInput
            meta={fields.beginTime}
            label="Начало"
            required
            serverError={serverErrors.beginTime ?? serverErrors.beginDateTime}
          />
          <TimeInput
            meta={fields.endTime}
            label="Окончание"
            required
            serverError={serverErrors.endTime ?? serverErrors.endDateTime}
          />
        </>
      )}
    </ModalForm>
  );
}

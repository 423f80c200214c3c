import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import type {
  Appointment,
  SchedulerPost,
  TimeSlotsResult,
} from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { fetchFreeDatesByAppointment, fetchTimeSlotsByAppointment } from '../../../api/schedulerApi';
import { LoadState } from '../../../components/LoadState';
import { useRemoteData } from '../../../hooks/useRemoteData';

interface Props {
  appointment: Appointment;
  posts: SchedulerPost[];
  /** The board moves it at once and the server decides. */
  onMove: (newOfficePostId: number, newStart: number) => void;
}

const loadSlots = async ({ id, date }: { id: number; date: string }): Promise<TimeSlotsResult | null> =>
  date ? fetchTimeSlotsByAppointment(id, date) : null;
const ruDate = (iso: string) => DateTime.fromISO(iso).toFormat('dd.MM.yyyy');

/**
 * 'Перенести': a free date (GET free_dates_by_appointment), then a free start and a post free from it
 * (GET time_slots_by_appointment). Native selects, so the keyboard does what dragging does on the board.
 */
export function RescheduleForm({ appointment, posts, onMove }: Props) {
  const [date, setDate] = useState('');
  const [start, setStart] = useState<number | null>(null);
  const [postId, setPostId] = useState<number | null>(null);
  const dates = useRemoteData('appointment.freeDates', fetchFreeDatesByAppointment, appointment.id);
  const slots = useRemoteData('appointment.timeSlots', loadSlots, { id: appointment.id, date });
  const freeDates = dates.data?.freeDates ?? [];
  const timeSlots = (date && slots.data?.date === date ? slots.data.timeSlots : null) ?? [];
  const slot = timeSlots.find((s) => s.startDate === start) ?? null;
  const freePosts = posts.filter((p) => slot?.officePostIds.includes(p.id));
  const unchanged = start === appointment.startDate && postId === appointment.officePostId;

  const chooseDate = (next: string) => {
    setDate(next);
    setStart(null);
    setPostId(null);
  };
  const chooseStart = (next: number | null) => {
    setStart(next);
    const ids = timeSlots.find((s) => s.startDate === next)?.officePostIds ?? [];
    // The appointment's own post when it is free then, so a change of time alone stays on it.
    setPostId(
      ids.includes(appointment.officePostId)
        ? appointment.officePostId
        : (posts.find((p) => ids.includes(p.id))?.id ?? null),
    );
  };

  return (
    <Stack gap="4" data-testid="appointment-reschedule">
      <LoadState loading={dates.loading} error={dates.failed ? dates.error : null} empty={false} onRetry={dates.reload}>
        {freeDates.length === 0 ? (
          <Text color="fg.muted">Свободных дат для переноса нет</Text>
        ) : (
          <>
            <Choice
              label="Дата"
              value={date}
              onChange={chooseDate}
              placeholder="Выберите дату"
              options={freeDates.map((d) => ({ value: d, label: ruDate(d) }))}
            />
            {date && (
              <LoadState
                loading={slots.loading}
                error={slots.failed ? slots.error : null}
                empty={false}
                onRetry={slots.reload}
              >
                {timeSlots.length === 0 ? (
                  <Text color="fg.muted">На эту дату свободного времени нет</Text>
                ) : (
                  <>
                    <Choice
                      label="Время"
                      value={start === null ? '' : String(start)}
                      onChange={(v) => chooseStart(v ? Number(v) : null)}
                      placeholder="Выберите время"
                      options={timeSlots.map((s) => ({ value: String(s.startDate), label: s.time }))}
                    />
                    {slot && (
                      <Choice
                        label="Пост"
                        value={postId === null ? '' : String(postId)}
                        onChange={(v) => setPostId(v ? Number(v) : null)}
                        placeholder="Выберите пост"
                        options={freePosts.map((p) => ({ value: String(p.id), label: p.name }))}
                      />
                    )}
                  </>
                )}
              </LoadState>
            )}
          </>
        )}
      </LoadState>
      <Button
        alignSelf="flex-end"
        colorPalette="blue"
        disabled={start === null || postId === null || unchanged}
        onClick={() => start !== null && postId !== null && onMove(postId, start)}
      >
        Перенести
      </Button>
    </Stack>
  );
}

function Choice(props: {
  label: string;
  value: string;
  placeholder: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
          <option value="">{props.placeholder}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

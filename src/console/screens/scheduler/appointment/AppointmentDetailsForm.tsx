import { Button, Flex, Stack } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { FormValues } from '../../../../../machines/kit/dirtyGuardMachine';
import {
  type Appointment,
  type AppointmentPatch,
  appointmentUpdateSchema,
} from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { fillConformForm } from '../../../components/drafts/fillConformForm';
import { ErrorPanel, type PanelError } from '../../../components/ErrorPanel';
import type { SelectOption } from '../../../components/SelectField';
import { AppointmentFields } from './AppointmentFields';
import { commentOf, withComment } from './appointmentComment';
import { appointmentFormSchema } from './appointmentFormSchema';
import { parseForServer } from './parseForServer';

/** The part of the dialog's unsaved-changes guard this form reports to. */
export interface DetailsGuard {
  dirty: boolean;
  load: (values: FormValues) => void;
  change: (values: FormValues) => void;
  saved: () => void;
  /** Kept values put back after a new login are told over the form. */
  restoredNotice: ReactNode;
}

interface Props {
  appointment: Appointment;
  serviceOptions: SelectOption[];
  guard: DetailsGuard;
  /** The checked patch: the board applies it at once and the server decides. */
  onSubmit: (patch: AppointmentPatch) => void;
  /** 'Отмена': back to the details, through the guard. */
  onCancel: () => void;
  /** Set here: puts values kept at a session's end into the form. */
  fillRef: { current: (values: FormValues) => void };
}

/** The appointment's details edited in place, checked with the contract's appointmentUpdateSchema. */
export function AppointmentDetailsForm({ appointment, serviceOptions, guard, onSubmit, onCancel, fillRef }: Props) {
  const [refusal, setRefusal] = useState<(PanelError & { details?: Record<string, string> }) | null>(null);
  const [form, fields] = useForm({
    id: `appointment-${appointment.id}-details`,
    defaultValue: {
      serviceId: String(appointment.serviceId),
      title: appointment.title,
      clientId: appointment.clientId ? String(appointment.clientId) : '',
      phone: appointment.phone ?? '',
      comment: commentOf(appointment.details),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: appointmentFormSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const values = submission.value;
      try {
        const patch = parseForServer(appointmentUpdateSchema, {
          serviceId: values.serviceId,
          title: values.title,
          details: withComment(appointment.details, values.comment),
          clientId: values.clientId,
          phone: values.phone,
        });
        guard.saved();
        onSubmit(patch);
      } catch (e) {
        setRefusal(e as PanelError & { details?: Record<string, string> });
      }
    },
  });

  fillRef.current = (values) => fillConformForm(form, values);
  const { load, change } = guard;
  const initial = useRef(form.initialValue);
  // The guard starts from what this edit opened with (once: the form's own values follow through `change`).
  useEffect(() => load((initial.current ?? {}) as FormValues), [load]);
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);

  return (
    <form {...getFormProps(form)} data-testid="appointment-details-form">
      <Stack gap="4">
        {guard.restoredNotice}
        {refusal && <ErrorPanel error={refusal} />}
        <AppointmentFields fields={fields} serverErrors={refusal?.details ?? {}} serviceOptions={serviceOptions} />
        <Flex gap="2" justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            Отмена
          </Button>
          <Button type="submit" colorPalette="blue" disabled={!guard.dirty}>
            Сохранить
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

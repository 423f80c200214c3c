import type { z } from 'zod';
import { optionalText, withRules } from '../../../../shared/schemas/fields/formFields';
import { appointmentCreateSchema } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { withComment } from './appointmentComment';

/**
 * What the appointment forms edit: the contract's own fields and rules (appointmentCreateSchema), with the comment
 * typed as text instead of the `details` JSON it is sent in. The JSON's length rule is reported on the comment.
 */
export const appointmentFormSchema = withRules(
  appointmentCreateSchema
    .pick({ serviceId: true, title: true, clientId: true, phone: true })
    .extend({ comment: optionalText }),
  (value, report) => {
    const details = appointmentCreateSchema.shape.details.safeParse(withComment(null, value.comment));
    if (!details.success) report('comment', details.error.issues[0].message);
  },
);
export type AppointmentFormValues = z.output<typeof appointmentFormSchema>;

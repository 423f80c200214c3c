import { Text } from '@chakra-ui/react';
import {
  type AppointmentDraft,
  appointmentCreateSchema,
  type SchedulerPost,
} from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { ModalForm } from '../../../components/ModalForm';
import { Notice } from '../../../components/Notice';
import { useServiceOptions } from '../../orders/form/orderOptions';
import { appointmentTimeText } from '../appointmentTimeText';
import { AppointmentFields } from './AppointmentFields';
import { commentOf, withComment } from './appointmentComment';
import { appointmentFormSchema } from './appointmentFormSchema';
import { parseForServer } from './parseForServer';
import { postServiceOptions } from './postServiceOptions';

interface Props {
  post: SchedulerPost;
  /** The range chosen on the board, unix seconds. */
  startDate: number;
  endDate: number;
  /** The office's zone: the time is shown as the office sees it. */
  timezone: string;
  defaultServiceId?: number;
  /** A create the server refused: the form opens again with what was typed, and the server's reason above it. */
  refused?: { draft: AppointmentDraft; message: string };
  /** The parsed create: the board applies it at once and the server decides (nothing is sent from here). */
  onCreate: (draft: AppointmentDraft) => void;
  onClose: () => void;
}

/**
 * 'Новая запись' on a free range of a post: service, title, client, phone and comment, checked with the contract's
 * appointmentCreateSchema. A changed form asks before closing.
 */
export function AppointmentCreateDialog({
  post,
  startDate,
  endDate,
  timezone,
  defaultServiceId,
  refused,
  onCreate,
  onClose,
}: Props) {
  const services = useServiceOptions();
  const serviceId =
    defaultServiceId !== undefined && post.serviceIds.includes(defaultServiceId)
      ? defaultServiceId
      : post.serviceIds[0];
  return (
    <ModalForm
      open
      title="Новая запись"
      submitLabel="Записать"
      // A refused create comes back filled in: the user may send it again as it is (after freeing the slot).
      allowPristineSubmit={refused !== undefined}
      schema={appointmentFormSchema}
      defaultValue={
        refused
          ? {
              serviceId: String(refused.draft.serviceId),
              title: refused.draft.title,
              clientId: refused.draft.clientId ? String(refused.draft.clientId) : undefined,
              phone: refused.draft.phone,
              comment: commentOf(refused.draft.details) || undefined,
            }
          : { serviceId: serviceId === undefined ? undefined : String(serviceId) }
      }
      onSubmit={async (values) => {
        const draft = parseForServer(appointmentCreateSchema, {
          officePostId: post.id,
          serviceId: values.serviceId,
          startDate,
          endDate,
          title: values.title,
          details: withComment(null, values.comment),
          clientId: values.clientId,
          phone: values.phone,
        });
        onCreate(draft);
      }}
      onClose={onClose}
    >
      {({ fields, serverErrors }) => (
        <>
          {refused && (
            <Notice
              status="error"
              data-testid="appointment-create-refused"
              title={`Запись не сохранена: ${refused.message}`}
            />
          )}
          <Text data-testid="appointment-create-slot">
            {post.name}, {appointmentTimeText(startDate, endDate, timezone)}
          </Text>
          <AppointmentFields
            fields={fields}
            serverErrors={serverErrors}
            serviceOptions={postServiceOptions(post, services)}
          />
        </>
      )}
    </ModalForm>
  );
}

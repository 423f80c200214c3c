import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../machines/kit/submissionMachine';
import type { Appointment } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { createOrderByAppointment } from '../../../api/schedulerApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { inspect } from '../../../debug/inspector';

type Created = Awaited<ReturnType<typeof createOrderByAppointment>>;

interface Props {
  appointment: Appointment;
  /** The appointment allows 'appointment.createOrder' and the user may change appointments. */
  canCreate: boolean;
  /** The server's appointment, now linked to its order: the board puts it in place of the old one. */
  onReplace: (appointment: Appointment) => void;
}

/**
 * 'Создать заявку' (POST /users/scheduler/order_by_appointment/{id}) and, once there is one, the link to the order's
 * card (/orders/:code takes the order's id). A refusal ('Укажите клиента записи, чтобы создать заявку') stays here.
 */
export function AppointmentOrderPanel({ appointment, canCreate, onReplace }: Props) {
  const calls = useRef({ onReplace, result: null as Created | null });
  calls.current.onReplace = onReplace;
  const actor = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          calls.current.result = await createOrderByAppointment(input.values as number);
          return calls.current.result;
        }),
      },
    }),
    { inspect, systemId: 'appointment.createOrder' },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (done && calls.current.result) calls.current.onReplace(calls.current.result.appointment);
  }, [done]);

  const created = done ? calls.current.result : null;
  const orderId = appointment.orderId ?? created?.orderId ?? null;
  const orderNumber = appointment.orderNumber ?? created?.orderNumber ?? String(orderId);

  if (orderId)
    return (
      <Stack gap="1" data-testid="appointment-order">
        {created && <Text color="green.700">Заявка создана</Text>}
        <Text>
          Заявка:{' '}
          <ChakraLink asChild color="blue.700">
            <Link href={`/orders/${orderId}`}>№ {orderNumber}</Link>
          </ChakraLink>
        </Text>
      </Stack>
    );
  if (!canCreate) return null;
  return (
    <Stack gap="2" align="flex-start" data-testid="appointment-order">
      {error && <ErrorPanel error={error} testId="appointment-order-error" />}
      <Button
        size="sm"
        colorPalette="blue"
        variant="outline"
        loading={busy}
        loadingText="Создать заявку"
        onClick={() => actor.send({ type: 'form.submit', values: appointment.id })}
      >
        Создать заявку
      </Button>
    </Stack>
  );
}

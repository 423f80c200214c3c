import { Badge, Center, Link as ChakraLink, Flex, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { Link } from 'wouter';
import type { OrderEntity } from '../../../../../shared/schemas/orders/orderEntity';
import type { Appointment, SchedulerConfig } from '../../../../../shared/schemas/scheduler/schedulerAppointments';
import { fetchOfficeBoard } from '../../../../api/schedulerApi';
import { ErrorPanel } from '../../../../components/ErrorPanel';
import { useRemoteData } from '../../../../hooks/useRemoteData';
import type { OrderSectionProps } from '../orderSectionProps';

// 'Расписание офиса' (GET /users/scheduler/board/{officeId}): the order's office on the order's planned day (today
// when it has none, the server's today in the office's zone), read-only, with the way to the board itself.

interface DayParams {
  officeId: number;
  date: string | undefined;
}

const loadDay = ({ officeId, date }: DayParams) => fetchOfficeBoard(officeId, date);

/** The planned day as the order's zone names it; none without a plan. */
const plannedDay = (order: OrderEntity) =>
  order.plannedDate === null
    ? undefined
    : (DateTime.fromSeconds(order.plannedDate, { zone: order.timezone }).toISODate() ?? undefined);

export function OfficeDaySection({ order }: OrderSectionProps) {
  const officeId = order.officeId ?? 0;
  const day = useRemoteData('orderCard.officeDay', loadDay, { officeId, date: plannedDay(order) });
  if (day.failed && day.error)
    return <ErrorPanel title="Ошибка загрузки данных" error={day.error} onRetry={day.reload} />;
  if (!day.data || day.loading)
    return (
      <Center py="6">
        <Spinner aria-label="Загрузка" />
      </Center>
    );
  return <OfficeDay board={day.data} orderId={order.id} />;
}

interface DayRow {
  key: string;
  post: string;
  /** None: the post has no appointment that day. */
  appointment: Appointment | null;
}

function OfficeDay({ board, orderId }: { board: SchedulerConfig; orderId: number }) {
  const zone = board.timezone;
  const time = (unix: number) => DateTime.fromSeconds(unix, { zone }).toFormat('HH:mm');
  const federal = board.federalDays.find((d) => d.day === board.fromDate);
  const posts = [...board.posts].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const rows = posts.flatMap((post): DayRow[] => {
    const own = board.appointments.filter((a) => a.officePostId === post.id).sort((a, b) => a.startDate - b.startDate);
    return own.length
      ? own.map((a) => ({ key: `a${a.id}`, post: post.name, appointment: a }))
      : [{ key: `p${post.id}`, post: post.name, appointment: null }];
  });
  const link = `/scheduler?officeId=${board.partnerOfficeId}&date=${board.fromDate}`;

  return (
    <Stack gap="3" data-testid="office-day">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="sm" data-testid="office-day-title">
          {board.officeName}, {DateTime.fromISO(board.fromDate).toFormat('dd.MM.yyyy')}
        </Heading>
        <ChakraLink asChild color="blue.700">
          <Link href={link}>Открыть расписание</Link>
        </ChakraLink>
      </Flex>
      {federal && <Text color="fg.muted">Федеральный выходной: {federal.name}</Text>}
      {posts.length === 0 ? (
        <Text color="fg.muted">В офисе нет постов</Text>
      ) : (
        <Table.Root size="sm" aria-label="Расписание офиса" data-testid="office-day-list">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Время</Table.ColumnHeader>
              <Table.ColumnHeader>Пост</Table.ColumnHeader>
              <Table.ColumnHeader>Запись</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ key, post, appointment: a }) => {
              const mine = a !== null && a.orderId === orderId;
              return (
                <Table.Row
                  key={key}
                  bg={mine ? 'yellow.100' : undefined}
                  data-own={mine || undefined}
                  data-testid="office-day-row"
                >
                  <Table.Cell whiteSpace="nowrap">{a ? `${time(a.startDate)}–${time(a.endDate)}` : '—'}</Table.Cell>
                  <Table.Cell>{post}</Table.Cell>
                  <Table.Cell>
                    {a ? (
                      <>
                        {a.title}
                        {mine && (
                          <Badge ms="2" colorPalette="yellow">
                            эта заявка
                          </Badge>
                        )}
                      </>
                    ) : (
                      <Text as="span" color="fg.muted">
                        записей нет
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

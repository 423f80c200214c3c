import { Button, Center, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../machines/kit/submissionMachine';
import { formatDateTime } from '../../../../shared/format';
import { type OrderUser, orderUserBodySchema } from '../../../../shared/schemas/orders/orderEntity';
import { addOrderUser, fetchOrderUsers, type OrderUserRole, removeOrderUser } from '../../../api/ordersApi';
import { findUsers } from '../../../api/usersApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ModalForm } from '../../../components/ModalForm';
import { SelectField, type SelectOption } from '../../../components/SelectField';
import { inspect } from '../../../debug/inspector';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { notify } from '../../../toasts/toaster';

interface Props {
  orderId: number;
  /** Which of the order's lists: responsibles, revision executors or editors. */
  userRole: OrderUserRole;
  title: string;
  canAdd: boolean;
  canRemove: boolean;
}

const loadUsers = ({ orderId, role }: { orderId: number; role: OrderUserRole }) => fetchOrderUsers(orderId, role);
const loadUserOptions = async (): Promise<SelectOption[]> =>
  (await findUsers({ offset: 0, size: 500, sortField: 'lastName', sortOrder: 'ASC', status: 'active' })).users.map(
    (u) => ({
      value: u.id,
      label: [u.lastName, u.firstName, u.middleName].filter(Boolean).join(' ') || u.email,
    }),
  );

const failed = (e: { message: string }) => notify({ type: 'error', title: 'Возникла ошибка', description: e.message });

/** One list of the order's users with 'Добавить' (a user from POST /users/find) and 'Удалить'. */
export function OrderUserList({ orderId, userRole: role, title, canAdd, canRemove }: Props) {
  const list = useRemoteData(`orderCard.${role}`, loadUsers, { orderId, role });
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="3" data-testid={`order-users-${role}`}>
      <Flex justify="space-between" align="center" gap="2">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {canAdd && (
          <Button size="xs" variant="outline" onClick={() => setAdding(true)}>
            Добавить
          </Button>
        )}
      </Flex>
      {list.failed && list.error ? (
        <ErrorPanel title="Ошибка загрузки данных" error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Center py="4">
          <Spinner aria-label="Загрузка" />
        </Center>
      ) : list.data.length === 0 ? (
        <Text color="fg.muted">По Вашему запросу ничего не найдено</Text>
      ) : (
        list.data.map((user) => (
          <OrderUserRow key={user.id} user={user} role={role} canRemove={canRemove} onRemoved={list.reload} />
        ))
      )}
      {adding && (
        <AddUserDialog
          orderId={orderId}
          role={role}
          title={title}
          onClose={() => setAdding(false)}
          onSaved={list.reload}
        />
      )}
    </Stack>
  );
}

function OrderUserRow({
  user,
  role,
  canRemove,
  onRemoved,
}: {
  user: OrderUser;
  role: OrderUserRole;
  canRemove: boolean;
  onRemoved: () => void;
}) {
  const remove = useActorRef(
    submissionMachine.provide({
      actors: { submit: fromPromise<unknown, { values: unknown }>(() => removeOrderUser(user.orderId, role, user.id)) },
    }),
    { inspect, systemId: `orderCard.${role}.remove.${user.id}` },
  );
  const removing = useSelector(remove, (s) => s.hasTag('busy'));
  const removed = useSelector(remove, (s) => s.status === 'done');
  const error = useSelector(remove, (s) => s.context.error);
  const onRemovedRef = useRef(onRemoved);
  onRemovedRef.current = onRemoved;
  useEffect(() => {
    if (removed) onRemovedRef.current();
  }, [removed]);
  useEffect(() => {
    if (error) failed(error);
  }, [error]);
  if (removed) return null;
  return (
    <Flex justify="space-between" align="center" gap="2" borderBottomWidth="1px" py="1">
      <Stack gap="0">
        <Text>{user.userFio}</Text>
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(user.createdDate)}
        </Text>
      </Stack>
      {canRemove && (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          loading={removing}
          onClick={() => remove.send({ type: 'form.submit', values: null })}
        >
          Удалить
        </Button>
      )}
    </Flex>
  );
}

function AddUserDialog({
  orderId,
  role,
  title,
  onClose,
  onSaved,
}: {
  orderId: number;
  role: OrderUserRole;
  title: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const users = useRemoteData('orderCard.userOptions', loadUserOptions, null).data ?? [];
  return (
    <ModalForm
      open
      title={`${title}: добавить`}
      schema={orderUserBodySchema}
      onSubmit={(values) => addOrderUser(orderId, role, values.userId)}
      onSaved={onSaved}
      onClose={onClose}
      submitLabel="Добавить"
    >
      {({ fields, serverErrors }) => (
        <SelectField
          key={users.length}
          meta={fields.userId}
          label="Пользователь"
          options={users}
          required
          serverError={serverErrors.userId}
        />
      )}
    </ModalForm>
  );
}

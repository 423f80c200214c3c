import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Client } from '../../../shared/schemas/clients/clientEntity';
import { clientFullName, formatPhone } from './clientDisplay';

interface Props {
  client: Client;
  reloading: boolean;
  onReload: () => void;
}

/** The card's header: name, phone, status (a blocked client, status 77, in red) and the bonus balance. */
export function ClientCardHeader({ client, reloading, onReload }: Props) {
  const blocked = client.isBlocked;
  return (
    <Flex
      gap="4"
      align="flex-start"
      justify="space-between"
      wrap="wrap"
      data-testid="client-card-header"
      data-blocked={blocked}
    >
      <Stack gap="1">
        <Heading as="h1" size="xl" color={blocked ? 'red.600' : undefined} data-testid="client-name">
          {clientFullName(client)}
        </Heading>
        <Flex gap="3" align="center" wrap="wrap">
          <Text fontSize="lg" data-testid="client-phone">
            {formatPhone(client.phoneNumber)}
          </Text>
          <Badge colorPalette={blocked ? 'red' : 'green'} size="lg" data-testid="client-status">
            {client.statusRefValueName ?? (blocked ? 'Заблокирован' : 'Активный')}
          </Badge>
          <Text data-testid="client-bonus">
            Бонусы: <b>{client.bonus}</b>
          </Text>
        </Flex>
      </Stack>
      <Button size="sm" variant="outline" onClick={onReload} loading={reloading} loadingText="Обновить">
        Обновить
      </Button>
    </Flex>
  );
}

import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { sessionActor } from '../session/sessionActor';
import { useSessionError } from '../session/useSession';

/** The stored token could not be checked (network or server failure): retry without losing the session. */
export function RestoreFailed() {
  const error = useSessionError();
  return (
    <Box p="8" role="alert">
      <Heading as="h1" size="lg" mb="2">
        Ошибка загрузки данных
      </Heading>
      <Text mb="4">{error?.message}</Text>
      <HStack>
        <Button onClick={() => sessionActor.send({ type: 'session.profileReload' })}>повторить</Button>
        <Button variant="outline" onClick={() => sessionActor.send({ type: 'session.logout' })}>
          Выход
        </Button>
      </HStack>
    </Box>
  );
}

import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { PermissionFlag } from '../../shared/permissions';
import { useAllowed } from '../session/useSession';

export const ACCESS_DENIED_TEXT = 'У вас недостаточно прав для доступа к этой странице.';

/** Routes and widgets without a matching permission are refused or hidden. */
export function PermissionGate({
  operation,
  flags,
  children,
}: {
  operation?: string;
  flags?: PermissionFlag[];
  children: ReactNode;
}) {
  const allowed = useAllowed(operation, flags);
  if (allowed) return <>{children}</>;
  return (
    <Box p="8" data-testid="access-denied">
      <Heading as="h1" size="lg" mb="2">
        Доступ запрещён
      </Heading>
      <Text>{ACCESS_DENIED_TEXT}</Text>
    </Box>
  );
}

/** Renders its children only for holders of the permission; nothing otherwise. */
export function IfAllowed({
  operation,
  flags,
  children,
}: {
  operation?: string;
  flags?: PermissionFlag[];
  children: ReactNode;
}) {
  return useAllowed(operation, flags) ? children : null;
}

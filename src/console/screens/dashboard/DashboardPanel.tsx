import { Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function DashboardPanel({
  title,
  testId,
  actions,
  children,
}: {
  title: string;
  testId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root data-testid={testId} as="section" aria-label={title} size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

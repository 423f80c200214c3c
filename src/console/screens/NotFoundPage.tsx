import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { usePageTitle } from '../components/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Страница не найдена');
  return (
    <Box data-testid="page-not-found" p="8" textAlign="center">
      <Heading as="h1" size="2xl" mb="2">
        404
      </Heading>
      <Text mb="6">Страница не найдена. Возможно, она была удалена или адрес введён с ошибкой.</Text>
      <Button asChild>
        <Link href="/">На рабочий стол</Link>
      </Button>
    </Box>
  );
}

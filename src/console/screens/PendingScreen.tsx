import { Box, Heading, Text } from '@chakra-ui/react';
import { usePageTitle } from '../components/usePageTitle';

/** A screen not built yet: its title and a clear note instead of a blank page. */
export default function PendingScreen({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        {title}
      </Heading>
      <Box data-testid="screen-pending" borderWidth="1px" borderRadius="md" p="6" bg="bg.subtle">
        <Text>Раздел находится в разработке и скоро станет доступен.</Text>
      </Box>
    </Box>
  );
}

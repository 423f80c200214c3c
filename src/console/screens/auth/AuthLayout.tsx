import { Box, Center, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/usePageTitle';
import { Logo } from '../../shell/Logo';
import { LOGIN_BACKGROUNDS, pageBackground } from './loginBackgrounds';

/** The public pages' frame: a random background of the 12 (one per page load), the logo and a card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Center
      as="main"
      minH="100vh"
      p="4"
      style={{ background: LOGIN_BACKGROUNDS[pageBackground] }}
      data-background={pageBackground}
    >
      <Box bg="bg" borderRadius="xl" boxShadow="2xl" p={{ base: '6', md: '8' }} w="full" maxW="420px">
        <Stack gap="5">
          <Center>
            <Logo size={56} />
          </Center>
          <Heading as="h1" size="xl" textAlign="center">
            {title}
          </Heading>
          {children}
        </Stack>
      </Box>
    </Center>
  );
}

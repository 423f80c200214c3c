import { Box, Text } from '@chakra-ui/react';
import { APP_VERSION, BRAND } from '../../shared/constants';

export function Footer() {
  return (
    <Box as="footer" px="6" py="3" borderTopWidth="1px" color="fg.muted" fontSize="sm">
      <Text>
        © {new Date().getFullYear()} {BRAND} · версия {APP_VERSION}
      </Text>
    </Box>
  );
}

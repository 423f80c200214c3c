import { Text } from '@chakra-ui/react';
import type { ClientTabProps } from './clientTabProps';

/** Filled in by its area's work in this issue. */
export function DocumentsTab(_props: ClientTabProps) {
  return <Text color="fg.muted">Раздел находится в разработке.</Text>;
}

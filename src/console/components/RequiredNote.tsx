import { Text } from '@chakra-ui/react';

/** The note under every form with required fields. */
export function RequiredNote() {
  return (
    <Text fontSize="sm" color="fg.muted">
      Поля, помеченные *, обязательны для заполнения
    </Text>
  );
}

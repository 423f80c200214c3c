import type { ReactNode } from 'react';
import { Box, Button, Center, Spinner, Text } from '@chakra-ui/react';

export const EMPTY_TEXT = 'По Вашему запросу ничего не найдено';

/** Seed 000 section 8: loading, 'Ошибка загрузки данных' with the message and 'повторить', the empty text. */
export function LoadState({
  loading,
  error,
  empty,
  onRetry,
  children,
}: {
  loading: boolean;
  error: { message: string } | null;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (loading)
    return (
      <Center py="6" aria-busy="true">
        <Spinner aria-label="Загрузка" />
      </Center>
    );
  if (error)
    return (
      <Box role="alert" py="4" data-testid="load-failed">
        <Text fontWeight="semibold">Ошибка загрузки данных</Text>
        <Text mb="2" color="fg.muted">
          {error.message}
        </Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          повторить
        </Button>
      </Box>
    );
  if (empty)
    return (
      <Text py="4" color="fg.muted">
        {EMPTY_TEXT}
      </Text>
    );
  return <>{children}</>;
}

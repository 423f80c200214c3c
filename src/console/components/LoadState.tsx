import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorPanel, type PanelError } from './ErrorPanel';

export const EMPTY_TEXT = 'По Вашему запросу ничего не найдено';

/**
 * What a load shows: loading, 'Ошибка загрузки данных' with the message and 'повторить' (with the support hint of
 * the error panel), the empty text.
 */
export function LoadState({
  loading,
  error,
  empty,
  onRetry,
  children,
}: {
  loading: boolean;
  error: PanelError | null;
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
      <Box py="4">
        <ErrorPanel
          testId="load-failed"
          title="Ошибка загрузки данных"
          error={error}
          onRetry={onRetry}
          retryLabel="повторить"
        />
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

/**
 * A card page before its object is there: the spinner, or the load's failure with the server's message (another
 * partner's object answers 404 and its 'не найден' shows here) and 'Повторить'.
 */
export function CardLoadState({ error, onRetry }: { error?: PanelError | null | false; onRetry: () => void }) {
  if (error) return <ErrorPanel testId="load-failed" title="Ошибка загрузки данных" error={error} onRetry={onRetry} />;
  return (
    <Center py="10" aria-busy="true">
      <Spinner aria-label="Загрузка" />
    </Center>
  );
}

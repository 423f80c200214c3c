import { Box, Button, Text } from '@chakra-ui/react';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { FullPageSpinner } from './FullPageSpinner';

/** Seed 000 section 8: a chunk load times out after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('превышено время ожидания')), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

class ChunkBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" p="6">
        <Text mb="3">Ошибка при загрузке модуля: {this.state.error.message}</Text>
        <Button size="sm" onClick={this.props.onRetry}>
          повторить
        </Button>
      </Box>
    );
  }
}

/** A screen in its own chunk: loaded on first render, with the seed's failure text and a retry. */
export function lazyScreen<P extends object>(loader: Loader<P>): ComponentType<P> {
  return function LazyScreen(props: P) {
    const [attempt, setAttempt] = useState(0);
    // A failed import is cached by React.lazy: a retry needs a new lazy component.
    const Screen = useMemo(() => lazy(() => withTimeout(loader(), CHUNK_TIMEOUT_MS)), [attempt]);
    return (
      <ChunkBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)}>
        <Suspense fallback={<FullPageSpinner />}>
          <Screen {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  };
}

import { Box, Button, Text } from '@chakra-ui/react';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { FullPageSpinner } from './FullPageSpinner';

/** A chunk load times out after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('превышено время ожидания')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
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

/** A screen in its own chunk: loaded on first render, with a failure message and a retry. */
export function lazyScreen<P extends object>(loader: Loader<P>): ComponentType<P> {
  const load = () => lazy(() => withTimeout(loader(), CHUNK_TIMEOUT_MS));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table is built
  return function LazyScreen(props: P) {
    // A failed import is cached by React.lazy: a retry needs a new lazy component (and a new boundary).
    const [{ attempt, Screen }, setLoaded] = useState(() => ({ attempt: 0, Screen: load() }));
    return (
      <ChunkBoundary key={attempt} onRetry={() => setLoaded((s) => ({ attempt: s.attempt + 1, Screen: load() }))}>
        <Suspense fallback={<FullPageSpinner />}>
          <Screen {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  };
}

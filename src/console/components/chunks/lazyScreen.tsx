import { Box, Button, Text } from '@chakra-ui/react';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { FullPageSpinner } from '../FullPageSpinner';
import { chunkCache } from './chunkCache';

/** A chunk load times out after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

type Loader<P, M> = () => Promise<M & { default: ComponentType<P> }>;

/** A screen in its own chunk; `preload` fetches the chunk ahead of the first render and answers its module. */
export type LazyScreen<P, M = unknown> = ComponentType<P> & {
  preload: () => Promise<M & { default: ComponentType<P> }>;
};

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

/**
 * A screen in its own chunk: loaded on first render (or ahead of it by `preload`), with a failure message and a
 * retry. A chunk that has already arrived is drawn at once: React.lazy would still suspend for a moment and show the
 * spinner, and React holds back what replaces a spinner for up to 300 ms.
 */
export function lazyScreen<P extends object, M = unknown>(loader: Loader<P, M>): LazyScreen<P, M> {
  const chunk = chunkCache(() => withTimeout(loader(), CHUNK_TIMEOUT_MS));
  const load = () => chunk.current()?.default ?? lazy(chunk.fetch);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table is built
  function LazyScreen(props: P) {
    // A failed import is cached by React.lazy: a retry needs a new lazy component (and a new boundary).
    const [{ attempt, Screen }, setLoaded] = useState(() => ({ attempt: 0, Screen: load() }));
    return (
      <ChunkBoundary key={attempt} onRetry={() => setLoaded((s) => ({ attempt: s.attempt + 1, Screen: load() }))}>
        <Suspense fallback={<FullPageSpinner />}>
          <Screen {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return Object.assign(LazyScreen, { preload: chunk.fetch });
}

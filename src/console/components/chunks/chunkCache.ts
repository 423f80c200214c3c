/**
 * A chunk asked for once: every caller shares the one request, and the answer is kept, so what needs it next is
 * drawn at once. A failed request is forgotten: the next call asks the network again.
 */
export function chunkCache<T>(load: () => Promise<T>) {
  let request: Promise<T> | null = null;
  let answer: T | null = null;
  return {
    fetch(): Promise<T> {
      request ??= load().then(
        (loaded) => {
          answer = loaded;
          return loaded;
        },
        (error: unknown) => {
          request = null;
          throw error;
        },
      );
      return request;
    },
    /** The answer, once it has come. */
    current: () => answer,
  };
}

import { notify, notifyError } from '../../toasts/toaster';

/**
 * A row's one-click call (restore, publish, withdraw): on success a toast and `done` (the list reloads); a refusal
 * shows the server's message as an error toast and leaves the list as it is.
 */
export function runRowCall(call: () => Promise<unknown>, success: string, done: () => void): void {
  call().then(
    () => {
      notify({ type: 'success', title: success });
      done();
    },
    (error: { message?: string; errorCode?: string }) => notifyError(error?.message ?? String(error), error?.errorCode),
  );
}

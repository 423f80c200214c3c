import { ChakraProvider } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { AppRoutes } from './routes/AppRoutes';
import { useSessionExpired } from './session/useSession';
import { consoleSystem } from './theme/system';
import { ToastsOnDemand } from './toasts/ToastsOnDemand';

// Shown only once a session has expired: its chunk (dialog parts, the drafts store) stays out of the entry.
const SessionExpiredModal = lazy(() =>
  import('./shell/SessionExpiredModal').then((m) => ({ default: m.SessionExpiredModal })),
);

export function App() {
  const expired = useSessionExpired();
  return (
    <ChakraProvider value={consoleSystem}>
      <ErrorBoundary>
        <AppRoutes />
        {expired && (
          <Suspense fallback={null}>
            <SessionExpiredModal />
          </Suspense>
        )}
      </ErrorBoundary>
      <ToastsOnDemand />
    </ChakraProvider>
  );
}

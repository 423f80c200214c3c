import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { AppRoutes } from './routes/AppRoutes';
import { AppToaster } from './toasts/AppToaster';
import { SessionExpiredModal } from './shell/SessionExpiredModal';
import { ErrorBoundary } from './components/ErrorBoundary';

export function App() {
  return (
    <ChakraProvider value={defaultSystem}>
      <ErrorBoundary>
        <AppRoutes />
        <SessionExpiredModal />
      </ErrorBoundary>
      <AppToaster />
    </ChakraProvider>
  );
}

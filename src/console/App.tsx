import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { AppRoutes } from './routes/AppRoutes';
import { SessionExpiredModal } from './shell/SessionExpiredModal';
import { AppToaster } from './toasts/AppToaster';

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

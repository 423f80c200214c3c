import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installHistoryGuard } from './components/historyGuard';
import { installNativeSubmitGuard } from './components/nativeSubmitGuard';

// Before the router subscribes to popstate: a dirty form hears Back first (historyGuard.ts).
installHistoryGuard();
installNativeSubmitGuard();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

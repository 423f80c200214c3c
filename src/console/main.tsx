import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installHistoryGuard } from './components/historyGuard';

// Before the router subscribes to popstate: a dirty form hears Back first (historyGuard.ts).
installHistoryGuard();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionStatus } from '../session/useSession';
import { toaster } from './toaster';

// The toast region (zag's toast group, its dismiss layers, the toast parts) is about 14 KB gzip the login page
// rarely needs: it loads with the first toast, or once signed in. The store (toaster.ts) lives from the start, and
// the group shows on mounting whatever is already in it.
const AppToaster = lazy(() => import('./AppToaster').then((m) => ({ default: m.AppToaster })));

export function ToastsOnDemand() {
  const signedIn = useSessionStatus() === 'loggedIn';
  const [asked, setAsked] = useState(() => toaster.getCount() > 0);
  useEffect(() => (asked ? undefined : toaster.subscribe(() => setAsked(true))), [asked]);
  if (!asked && !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

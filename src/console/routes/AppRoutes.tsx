import { useDeferredValue } from 'react';
import { Redirect, Route, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { lazyScreen } from '../components/chunks/lazyScreen';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { useSessionStatus } from '../session/useSession';
import { RestoreFailed } from '../shell/RestoreFailed';
import { loginHref } from './loginHref';

const LoginPage = lazyScreen(() => import('../screens/auth/LoginPage'));
const SignupPage = lazyScreen(() => import('../screens/auth/SignupPage'));
const RestorePasswordPage = lazyScreen(() => import('../screens/auth/RestorePasswordPage'));
const ResetPasswordPage = lazyScreen(() => import('../screens/auth/ResetPasswordPage'));
// The shell, its menu, the realtime socket and the table of screens: loaded once signed in, or already while a
// stored session is being checked, with the screen of the address (the waits overlap instead of following each other).
const SignedInArea = lazyScreen(() => import('./SignedInArea'));

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login" component={LoginPage} />
      <Route path="/signup/:code" component={SignupPage} />
      <Route path="/restorepwd" component={RestorePasswordPage} />
      <Route path="/restorepwd/reset/:code" component={ResetPasswordPage} />
      <Route>
        <ProtectedArea />
      </Route>
    </Switch>
  );
}

/** Everything behind the login: the session's state decides; signed in, the shell with the screen (SignedInArea). */
function ProtectedArea() {
  // Signing in draws the whole shell and the screen: deferred, React draws them in slices (a transition) and the
  // browser stays free between them. Every other change (a logout, an expiry) is drawn at once.
  const current = useSessionStatus();
  const deferred = useDeferredValue(current, 'pending');
  const status = current === 'loggedIn' ? deferred : current;
  const [location] = useLocation();
  const search = useSearch();
  const { parser } = useRouter();
  if (status === 'pending') {
    // A failure shows when the area itself loads.
    SignedInArea.preload().then(
      (area) => area.preloadScreen(parser, location),
      () => undefined,
    );
    return <FullPageSpinner />;
  }
  if (status === 'restoreFailed') return <RestoreFailed />;
  if (status === 'loggedOut') return <Redirect to={loginHref(location + (search ? `?${search}` : ''))} replace />;
  // Expired: the screen stays under the session-expired modal (App), inert, with what was typed in it; the modal
  // leads to the login with the way back.
  return <SignedInArea inert={status === 'expired'} />;
}

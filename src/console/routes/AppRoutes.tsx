import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { lazyScreen } from '../components/lazyScreen';
import { useSessionStatus } from '../session/useSession';
import { RestoreFailed } from '../shell/RestoreFailed';
import { loginHref } from './loginHref';

const LoginPage = lazyScreen(() => import('../screens/auth/LoginPage'));
const SignupPage = lazyScreen(() => import('../screens/auth/SignupPage'));
const RestorePasswordPage = lazyScreen(() => import('../screens/auth/RestorePasswordPage'));
const ResetPasswordPage = lazyScreen(() => import('../screens/auth/ResetPasswordPage'));
// The shell, its menu, the realtime socket and the table of screens: loaded once signed in, or already while a
// stored session is being checked (the two waits overlap instead of following each other).
const loadSignedInArea = () => import('./SignedInArea');
const SignedInArea = lazyScreen(loadSignedInArea);

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
  const status = useSessionStatus();
  const [location] = useLocation();
  const search = useSearch();
  if (status === 'pending') {
    loadSignedInArea().catch(() => undefined); // a failure shows when the area itself loads
    return <FullPageSpinner />;
  }
  if (status === 'restoreFailed') return <RestoreFailed />;
  if (status === 'loggedOut') return <Redirect to={loginHref(location + (search ? `?${search}` : ''))} replace />;
  // Expired: the screen stays under the session-expired modal (App), inert, with what was typed in it; the modal
  // leads to the login with the way back.
  return <SignedInArea inert={status === 'expired'} />;
}

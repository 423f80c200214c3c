import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { SCREENS } from '../../shared/screens';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { lazyScreen } from '../components/lazyScreen';
import { PermissionGate } from '../components/PermissionGate';
import { useSessionStatus } from '../session/useSession';
import { RestoreFailed } from '../shell/RestoreFailed';
import { Shell } from '../shell/Shell';
import { loginHref } from './loginHref';
import { PendingScreen, SCREEN_COMPONENTS } from './screenComponents';
import { sortRoutes } from './sortRoutes';

const LoginPage = lazyScreen(() => import('../screens/auth/LoginPage'));
const SignupPage = lazyScreen(() => import('../screens/auth/SignupPage'));
const RestorePasswordPage = lazyScreen(() => import('../screens/auth/RestorePasswordPage'));
const ResetPasswordPage = lazyScreen(() => import('../screens/auth/ResetPasswordPage'));
const NotFoundPage = lazyScreen(() => import('../screens/NotFoundPage'));

const SCREEN_ROUTES = sortRoutes(SCREENS);

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

/** Everything behind the login: the shell, and in it the screen of the route with its permission gate. */
function ProtectedArea() {
  const status = useSessionStatus();
  const [location] = useLocation();
  const search = useSearch();
  if (status === 'pending') return <FullPageSpinner />;
  if (status === 'restoreFailed') return <RestoreFailed />;
  if (status === 'loggedOut') return <Redirect to={loginHref(location + (search ? `?${search}` : ''))} replace />;
  // Expired: the screen stays under the session-expired modal (App), inert, with what was typed in it; the modal
  // leads to the login with the way back.
  return (
    <Shell inert={status === 'expired'}>
      <ErrorBoundary resetKey={location}>
        <Switch>
          {SCREEN_ROUTES.map((screen) => {
            const Screen = SCREEN_COMPONENTS[screen.path] ?? PendingScreen;
            return (
              <Route key={screen.path} path={screen.path}>
                <PermissionGate operation={screen.operation}>
                  <Screen title={screen.title} />
                </PermissionGate>
              </Route>
            );
          })}
          <Route component={NotFoundPage} />
        </Switch>
      </ErrorBoundary>
    </Shell>
  );
}

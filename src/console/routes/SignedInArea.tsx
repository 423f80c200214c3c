import '../zodJitless';
import { useDeferredValue } from 'react';
import { matchRoute, Route, Switch, useLocation, type useRouter } from 'wouter';
import { SCREENS } from '../../shared/screens';
import { lazyScreen } from '../components/chunks/lazyScreen';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { PermissionGate } from '../components/PermissionGate';
import { Shell } from '../shell/Shell';
import { SCREEN_COMPONENTS } from './screenComponents';
import { sortRoutes } from './sortRoutes';

const NotFoundPage = lazyScreen(() => import('../screens/NotFoundPage'));

const SCREEN_ROUTES = sortRoutes(SCREENS);

type Parser = ReturnType<typeof useRouter>['parser'];

/**
 * Fetches the chunk of the screen at `path` (the one the Switch below would draw) while the stored session is still
 * being checked: on a phone's network the screen's chunk and the session's two calls then take one wait, not two.
 */
export function preloadScreen(parser: Parser, path: string) {
  const screen = SCREEN_ROUTES.find((s) => matchRoute(parser, s.path, path)[0]);
  const Screen = (screen ? SCREEN_COMPONENTS[screen.path] : undefined) ?? NotFoundPage;
  Screen.preload().catch(() => undefined); // a failure shows when the screen itself loads
}

/**
 * The shell and in it the screen of the route with its permission gate. A chunk of its own (AppRoutes): the login
 * page never loads the shell, the menu, the realtime socket or the screen table.
 */
export default function SignedInArea({ inert }: { inert: boolean }) {
  const [location] = useLocation();
  // The screen is drawn in a commit after the shell's: one commit of both held the browser for about 100 ms.
  const drawScreen = useDeferredValue(true, false);
  return (
    <Shell inert={inert}>
      <ErrorBoundary resetKey={location}>
        {drawScreen ? (
          <Switch>
            {SCREEN_ROUTES.map((screen) => {
              const Screen = SCREEN_COMPONENTS[screen.path] ?? NotFoundPage;
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
        ) : (
          <FullPageSpinner />
        )}
      </ErrorBoundary>
    </Shell>
  );
}

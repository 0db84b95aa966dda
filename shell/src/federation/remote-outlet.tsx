import { Trans } from '@lingui/react/macro';
import type { RemoteName, UserInfo } from '@portal/shared-contracts/core';
import { hasAccess, useCurrentUser, useLocale, type PortalRoute } from '@portal/shared-ui';
import { Button, Flex, Spin, StatusPanel } from '@portal/shared-ui/components';
import { Suspense, use, useEffect } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation, useRoutes } from '@portal/shared-ui/router';
import { useActiveMenu } from '../layout/active-menu';
import { ForbiddenPage, NotFoundPage } from '../pages/status-pages';
import { remoteForPath } from './remote-catalog';
import {
  forgetFailedRemote,
  isRemoteEnabled,
  loadedRemote,
  loadPortalRemote,
  unmetRequirements,
  type RegisteredRemote,
} from './remote-runtime';

export function Loading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin size="large" description={<Trans>Načítání…</Trans>}>
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </Flex>
  );
}

function RemoteErrorPanel({ resetErrorBoundary }: FallbackProps) {
  return (
    <StatusPanel
      tone="warning"
      code="!"
      title={<Trans>Tuto část portálu se nepodařilo načíst</Trans>}
      text={<Trans>Ostatní části portálu fungují dál. Zkuste to prosím znovu za chvíli.</Trans>}
      action={
        <Button type="primary" onClick={resetErrorBoundary}>
          <Trans>Zkusit znovu</Trans>
        </Button>
      }
    />
  );
}

/**
 * A remote whose build needs what this shell does not provide (the registry's `unmet`): it is not
 * loaded, and its paths say what it needs. Retrying would not help; a release of either would.
 */
function UnmetRequirementsPanel({
  remote,
  version,
  unmet,
}: { remote: RemoteName } & Pick<RegisteredRemote, 'version' | 'unmet'>) {
  return (
    <StatusPanel
      tone="warning"
      code="!"
      title={<Trans>Tuto část portálu nelze spustit</Trans>}
      text={
        version ? (
          <Trans>
            Verze {version} modulu {remote} vyžaduje:
          </Trans>
        ) : (
          <Trans>Modul {remote} vyžaduje:</Trans>
        )
      }
      action={
        <ul style={{ margin: 0, paddingInlineStart: 20, textAlign: 'start' }}>
          {unmet.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      }
    />
  );
}

function GuardedRoute({ route, user }: { route: PortalRoute; user: UserInfo }) {
  const setActiveMenu = useActiveMenu((state) => state.setKey);
  useEffect(() => {
    setActiveMenu(route.menuKey ?? null);
    return () => setActiveMenu(null);
  }, [route.menuKey, setActiveMenu]);
  if (!hasAccess(route.access, user)) return <ForbiddenPage />;
  const Screen = route.component;
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}

function RemoteRoutes({ remote, user }: { remote: RemoteName; user: UserInfo }) {
  const locale = useLocale();
  // Loaded already (the route's loader waits for it): rendered at once, without suspending once on
  // the resolved promise, which would show the fallback and hold the screen back (router.tsx).
  const loaded = loadedRemote(remote) ?? use(loadPortalRemote(remote, locale));
  return useRoutes([
    ...loaded.routes.map((route) => ({
      path: route.path,
      element: <GuardedRoute route={route} user={user} />,
    })),
    { path: '*', element: <NotFoundPage /> },
  ]);
}

/**
 * Renders the remote that owns the current path, fetched the first time one of its routes is
 * visited. A remote that cannot be fetched shows a retry panel inside the layout; the rest of the
 * portal keeps working. A disabled remote is never fetched: its paths are not found. One whose build
 * does not fit this shell is not fetched either: its paths list what it needs.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const remote = remoteForPath(pathname);
  if (!user || !remote) return <NotFoundPage />;
  const unmet = unmetRequirements(remote);
  if (unmet) return <UnmetRequirementsPanel remote={remote} {...unmet} />;
  if (!isRemoteEnabled(remote)) return <NotFoundPage />;
  return (
    <ErrorBoundary
      FallbackComponent={RemoteErrorPanel}
      resetKeys={[remote]}
      onReset={() => forgetFailedRemote(remote)}
    >
      <Suspense fallback={<Loading />}>
        <RemoteRoutes remote={remote} user={user} />
      </Suspense>
    </ErrorBoundary>
  );
}

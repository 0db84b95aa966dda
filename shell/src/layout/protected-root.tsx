import { PortalSlotContext } from '@portal/shared-ui';
import { useRouteLoaderData } from '@portal/shared-ui/router';
import type { PortalConfig } from '../app/portal-config';
import { UnexpectedError } from '../pages/status-pages';
import { provideFederationHost } from '../federation/federation-host-loader';
import { renderSlot } from '../federation/remote-slot';
import { AntdConfig, configureAntdStaticHolder } from './antd-config';
import { MainLayout } from './main-layout';

provideFederationHost();
configureAntdStaticHolder();

/**
 * Everything behind sign-in: antd (loaded only from here on, with its stylesheet: the router's
 * lazy route waits for it), its locale and the main layout.
 */
export function ProtectedRoot() {
  return (
    <AntdConfig>
      <PortalSlotContext.Provider value={renderSlot}>
        <MainLayout />
      </PortalSlotContext.Provider>
    </AntdConfig>
  );
}

export function ProtectedError() {
  const config = useRouteLoaderData('protected') as PortalConfig | undefined;
  return (
    <AntdConfig>
      <UnexpectedError supportEmail={config?.supportEmail ?? ''} onRetry={() => window.location.reload()} />
    </AntdConfig>
  );
}

/** Status pages outside the layout (the public not-found page). */
export function StandaloneStatus({ children }: { children: React.ReactNode }) {
  return <AntdConfig>{children}</AntdConfig>;
}

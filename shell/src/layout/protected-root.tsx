import { PortalSlotContext, useLocale } from '@portal/shared-ui';
import {
  ANTD_LOCALES,
  ConfigProvider,
  PORTAL_STATIC_THEME,
  PORTAL_THEME,
} from '@portal/shared-ui/components';
import { useRouteLoaderData } from '@portal/shared-ui/router';
import type { PortalConfig } from '../app/portal-config';
import { UnexpectedError } from '../pages/status-pages';
import { provideFederationHost } from '../federation/federation-host-loader';
import { renderSlot } from '../federation/remote-slot';
import { antdStylesheetLoaded } from './antd-stylesheet';
import { MainLayout } from './main-layout';

provideFederationHost();

/** antd's styles from the build's stylesheet once it is on the page, generated at run time otherwise. */
const antdTheme = () => (antdStylesheetLoaded() ? PORTAL_STATIC_THEME : PORTAL_THEME);

/**
 * Everything behind sign-in: antd (loaded only from here on, with its stylesheet: the router's
 * lazy route waits for it), its locale and the main layout.
 */
export function ProtectedRoot() {
  const locale = useLocale();
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={antdTheme()}>
      <PortalSlotContext.Provider value={renderSlot}>
        <MainLayout />
      </PortalSlotContext.Provider>
    </ConfigProvider>
  );
}

export function ProtectedError() {
  const locale = useLocale();
  const config = useRouteLoaderData('protected') as PortalConfig | undefined;
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={antdTheme()}>
      <UnexpectedError supportEmail={config?.supportEmail ?? ''} onRetry={() => window.location.reload()} />
    </ConfigProvider>
  );
}

/** Status pages outside the layout (the public not-found page). */
export function StandaloneStatus({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={antdTheme()}>
      {children}
    </ConfigProvider>
  );
}

import { PortalSlotContext, useLocale } from '@portal/shared-ui';
import { ANTD_LOCALES, ConfigProvider, PORTAL_THEME } from '@portal/shared-ui/components';
import { useRouteLoaderData } from '@portal/shared-ui/router';
import type { PortalConfig } from '../app/portal-config';
import { UnexpectedError } from '../pages/status-pages';
import { renderSlot } from '../federation/remote-slot';
import { MainLayout } from './main-layout';

/** Everything behind sign-in: antd (loaded only from here on), its locale and the main layout. */
export function ProtectedRoot() {
  const locale = useLocale();
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={PORTAL_THEME}>
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
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={PORTAL_THEME}>
      <UnexpectedError supportEmail={config?.supportEmail ?? ''} onRetry={() => window.location.reload()} />
    </ConfigProvider>
  );
}

/** Status pages outside the layout (the public not-found page). */
export function StandaloneStatus({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={PORTAL_THEME}>
      {children}
    </ConfigProvider>
  );
}

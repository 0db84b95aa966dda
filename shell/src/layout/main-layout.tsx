import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/shared-ui';
import { Button, Drawer, Flex, Layout, MenuOutlined } from '@portal/shared-ui/components';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useRouteLoaderData } from '@portal/shared-ui/router';
import type { PortalConfig } from '../app/portal-config';
import { HeaderMenu } from './header-menu';
import { NavigationProgress } from './navigation-progress';
import { PreviewBanner } from './preview-banner';
import { RedirectNotice } from './redirect-notice';
import { useRouteFocus } from './route-focus';
import { SkipLink } from './skip-link';
import { MOBILE_QUERY, useMediaQuery } from './use-media-query';
import { UserMenu } from './user-menu';

export function MainLayout() {
  const { t } = useLingui();
  const config = useRouteLoaderData('protected') as PortalConfig;
  const user = useCurrentUser();
  const location = useLocation();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);

  // The menu closes on every route change (spec: main layout).
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (!user) return null;
  const supportEmail = config.supportEmail;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink target={main} />
      <NavigationProgress />
      {config.previews.length > 0 && (
        <section aria-label={t`Zkoušené verze`}>
          <PreviewBanner previews={config.previews} />
        </section>
      )}
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 16, color: '#fff' }}
      >
        {mobile && (
          <Button
            type="text"
            icon={<MenuOutlined style={{ color: '#fff' }} />}
            aria-label={t`Menu`}
            onClick={() => setMenuOpen(true)}
          />
        )}
        <Link
          to={user.defaultPage}
          // The name holds what the link shows (WCAG 2.5.3) and says where it leads.
          aria-label={`${t`Reklamní portál`} – ${t`úvodní stránka`}`}
          style={{ color: '#fff', fontWeight: 600, fontSize: 18, whiteSpace: 'nowrap' }}
        >
          <Trans>Reklamní portál</Trans>
        </Link>
        {mobile ? <div style={{ flex: 1 }} /> : <HeaderMenu user={user} config={config} mode="horizontal" />}
        <UserMenu user={user} />
      </Layout.Header>
      {mobile && (
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          placement="left"
          styles={{ body: { padding: 0, background: '#001529' } }}
          title={t`Menu`}
        >
          <HeaderMenu user={user} config={config} mode="inline" onNavigate={() => setMenuOpen(false)} />
        </Drawer>
      )}
      <Layout.Content
        ref={main}
        id="main-content"
        tabIndex={-1}
        style={{ padding: mobile ? 12 : 24, outline: 'none' }}
      >
        <RedirectNotice />
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center' }}>
        <Flex justify="center" gap={16} wrap>
          <span>
            <Trans>Podpora:</Trans> <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </span>
        </Flex>
      </Layout.Footer>
    </Layout>
  );
}

import { Trans } from '@lingui/react/macro';
import { hasAccess, useCurrentUser } from '@portal/shared-ui';
import { Flex, Spin } from '@portal/shared-ui/components';
import { lazy, Suspense } from 'react';
import { ForbiddenPage } from '../status-pages';

// Fetched only once the rule allows it, as a remote's screen is (federation/remote-outlet.tsx): others
// get the forbidden page without downloading the demos. The rule is the role set itself, as in the
// user menu: a module shared with the layout would be a chunk of its own, one request more on every page.
const StyleguidePage = lazy(() => import('./styleguide-page'));

export function StyleguideRoute() {
  const user = useCurrentUser();
  if (!user || !hasAccess('administrators', user)) return <ForbiddenPage />;
  return (
    <Suspense
      fallback={
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" description={<Trans>Načítání…</Trans>}>
            <div style={{ width: 120, height: 60 }} />
          </Spin>
        </Flex>
      }
    >
      <StyleguidePage />
    </Suspense>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Alert } from '@portal/shared-ui/components';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from '@portal/shared-ui/router';

/**
 * Why the portal sent the person elsewhere, by the `notice` parameter a redirect adds: a redirect
 * without a word looks like a broken link.
 */
export const REDIRECT_NOTICES: Record<string, MessageDescriptor> = {
  // router.tsx: the product list is for buyers (spec); a retailer orders from a campaign's detail.
  'retailer-tools': msg`Katalog produktů je určen inzerentům a agenturám. Za inzerenta objednáte v detailu jeho kampaně tlačítkem Přidat položku; volné termíny ukazuje Dostupnost.`,
};

/**
 * The notice of the redirect that led here, above the page until it is closed or the person goes to
 * another page. Kept once read: the page may rewrite its address (the lists keep their state there).
 */
export function RedirectNotice() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<{ key: string; pathname: string } | null>(null);
  const requested = params.get('notice');

  useEffect(() => {
    if (requested && requested in REDIRECT_NOTICES) setNotice({ key: requested, pathname });
  }, [requested, pathname]);

  if (!notice || notice.pathname !== pathname) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable={{ 'aria-label': i18n._(msg`Zavřít`) }}
      onClose={() => setNotice(null)}
      title={i18n._(REDIRECT_NOTICES[notice.key]!)}
      style={{ marginBottom: 16 }}
    />
  );
}

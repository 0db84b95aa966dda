import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/**
 * The browser's title while a page is shown: the page's own title and the portal's name, the common
 * suffix of every title (spec 000 §2 "Other", help page), or the name alone while the title is not
 * known yet. The title before is restored when the page goes.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useLingui();
  const suffix = t`Reklamní portál`;
  useEffect(() => {
    const before = document.title;
    document.title = title ? `${title} | ${suffix}` : suffix;
    return () => {
      document.title = before;
    };
  }, [title, suffix]);
}

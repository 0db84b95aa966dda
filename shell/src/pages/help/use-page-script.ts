import { contentPageScriptUrl, type ContentPage } from '@portal/shared-contracts/settings';
import type { UiLocale } from '@portal/shared-contracts/core';
import { useEffect } from 'react';

/** Marks the script element of a content page, so that a test or the page's own script can find it. */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-content-page-script';

/**
 * Runs the administrator's script of a page that is shown (null while it is edited or not loaded):
 * a script element loading it from the API's own origin (GET /pages/code/{code}/script.js), never an
 * inline one, so the Content-Security-Policy stays script-src 'self' (docs/architecture.md "Content
 * pages"). A new version of the page (its updatedAt in the address), another language or leaving the
 * edit mode runs it again; the element before is removed first.
 */
export function usePageScript(page: ContentPage | null | undefined, locale: UiLocale): void {
  const code = page?.code;
  const updatedAt = page?.updatedAt ?? null;
  const hasScript = Boolean(page?.script.trim());
  useEffect(() => {
    if (!code || !hasScript) return;
    const element = document.createElement('script');
    element.src = contentPageScriptUrl({ code, updatedAt }, locale);
    element.setAttribute(PAGE_SCRIPT_ATTRIBUTE, code);
    document.body.appendChild(element);
    return () => element.remove();
  }, [code, updatedAt, hasScript, locale]);
}

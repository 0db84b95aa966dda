import { getLandingPage, type LandingPage } from '@portal/shared-contracts/landing-pages';
import useSWR, { useSWRConfig } from 'swr';

/** The SWR key of one landing page (the detail, its views and the create dialog's answer share it). */
export const landingPageKey = (id: number) => ['landing-page', id] as const;

/** GET /landing-pages/{id}; nothing while the address names no valid id. */
export function useLandingPage(id: number | null) {
  return useSWR(id === null ? null : landingPageKey(id), ([, pageId]) => getLandingPage(pageId));
}

/**
 * Keeps the page an action answered (create, save, upload, send, review) as the one to show: every
 * such call answers the whole page, so nothing is read again.
 */
export function useKeepLandingPage() {
  const { mutate } = useSWRConfig();
  return async (page: LandingPage) => {
    await mutate(landingPageKey(page.id), page, { revalidate: false });
  };
}

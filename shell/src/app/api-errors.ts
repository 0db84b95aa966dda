import { configureApiClient, sessionStore } from '@portal/shared-contracts/core';
import type { DataRouter } from '@portal/shared-ui/router';
import { loginPath } from '../session/verify-session';

/**
 * Spec §2 and the error catalogue: a 401 while signed in logs the user out; a 403 sends them to
 * /unauthorized. (A 403 before sign-in is the deactivated-user answer and stays on its page.)
 */
export function wireApiErrors(router: DataRouter): void {
  configureApiClient({
    onError(error) {
      const signedIn = sessionStore.getState().user !== null;
      if (!signedIn) return;
      const here = window.location.pathname + window.location.search;
      if (error.status === 401) {
        sessionStore.getState().signOut();
        void router.navigate(loginPath(here), { replace: true });
      } else if (error.status === 403) {
        void router.navigate('/unauthorized');
      }
    },
  });
}

import type { PortalRoute } from '@portal/shared-ui';

/**
 * The routes of this remote (user list and user detail). It has no screen yet: each arrives with its issue, and
 * until then the remote adds no route and no menu entry (src/portal-routes.json).
 */
export const routes: PortalRoute[] = [];

import type { Messages } from '@lingui/core';
import type { UserInfo, UserRole } from '@portal/shared-contracts/core';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteSlots } from './portal-slot';

/**
 * Who may open a route: any signed-in user, users with one of the roles, or a rule over the user
 * (for example "retailer, and only if the setting is on"). Others see the forbidden page.
 */
export type RouteAccess = 'user' | readonly UserRole[] | ((user: UserInfo) => boolean);

/** One route a remote contributes; the shell adds the layout, the session check and the guards. */
export interface PortalRoute {
  /** Absolute path pattern, e.g. /campaigns/:campaignId */
  path: string;
  access: RouteAccess;
  /** Header menu entry to highlight (route metadata). */
  menuKey?: string;
  /** Loaded when first visited. */
  component: LazyExoticComponent<ComponentType> | ComponentType;
}

/** What a remote's ./routes module exports: its routes, and the slots it fills in other screens. */
export interface RemoteRoutesModule {
  routes: PortalRoute[];
  slots?: RemoteSlots;
}

/** What a remote's ./i18n module exports: its compiled catalog for a locale. */
export interface RemoteI18nModule {
  loadMessages(locale: string): Promise<Messages>;
}

/** portal-routes.json beside a remote's manifest: what the shell must know before loading it. */
export interface RemoteRouteManifest {
  /** Header menu entries whose screens this remote provides (the shell owns the labels and order). */
  menu: string[];
}

export function hasAccess(access: RouteAccess, user: UserInfo): boolean {
  if (access === 'user') return true;
  if (typeof access === 'function') return access(user);
  return access.some((role) => user.userRoles.includes(role));
}

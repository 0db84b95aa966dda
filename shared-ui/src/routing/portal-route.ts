import type { Messages } from '@lingui/core';
import { inRoleSet, type RoleSetName, type UserInfo, type UserRole } from '@portal/shared-contracts/core';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteSlots } from './portal-slot';

/**
 * Who may open a route: the name of a role set from shared-contracts (ROLE_SETS), the same name the
 * API's access declaration of the route's calls uses. Others see the forbidden page. A rule beyond
 * the role (a setting that is off) is the screen's to say.
 */
export type RouteAccess = RoleSetName;

/**
 * How remotes built on shared-ui 0.1.0 declared access. The shell still honours it, so that a new
 * shell can be promoted while those remotes run (docs/releasing.md); new code cannot write it.
 */
type EarlierRouteAccess = 'user' | readonly UserRole[] | ((user: UserInfo) => boolean);

/** One route a remote contributes; the shell adds the layout, the session check and the guards. */
export interface PortalRoute {
  /** Absolute path pattern, e.g. /campaigns/:campaignId */
  path: string;
  access: RouteAccess;
  /** Header menu entry to highlight (route metadata). */
  menuKey?: string;
  /** Loaded when first visited (made with lazyScreen, the shell fetches it while the page starts). */
  component: LazyExoticComponent<ComponentType> | ComponentType;
  /**
   * Starts the screen's first requests for this address (the shell calls it as soon as the remote's
   * routes are known, while the screen's code still loads); the screen finds the answers when it
   * mounts (preloadServerList, swr's preload) instead of asking only then.
   */
  preload?: (location: RouteLocation) => void;
}

/** The address a route is opened at: what a screen's first requests depend on. */
export interface RouteLocation {
  pathname: string;
  /** The query string, with its '?' or empty. */
  search: string;
  /** The route's path parameters. */
  params: Readonly<Record<string, string | undefined>>;
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

export function hasAccess(access: RouteAccess | EarlierRouteAccess, user: UserInfo): boolean {
  if (access === 'user') return true;
  if (typeof access === 'function') return access(user);
  if (Array.isArray(access)) return access.some((role) => user.userRoles.includes(role));
  return inRoleSet(user.userRoles, access as RouteAccess);
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLE_SETS, type RoleSetName, type UserRole } from '../../shared-contracts/src/common/roles.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RouteDeclaration {
  /** The route's path pattern, `/campaigns/:campaignId`. */
  path: string;
  /** The role set that may open it. */
  access: RoleSetName;
  /** Where it is declared, for a message. */
  owner: string;
}

/**
 * The shell's own signed-in screens (shell/src/app/router.tsx): a route table of react-router
 * objects whose access the screens check themselves, so it is written out here.
 */
const SHELL_ROUTES: RouteDeclaration[] = [
  { path: '/help', access: 'everyone', owner: 'shell' },
  { path: '/dashboards', access: 'everyone', owner: 'shell' },
  { path: '/styleguide', access: 'administrators', owner: 'shell' },
];

/**
 * Every signed-in route of the portal: the shell's and each remote's, read from the remotes'
 * `src/routes.tsx` (a route there names its path and its role set), so a new screen is audited
 * without anyone listing it here.
 */
export function portalRoutes(): RouteDeclaration[] {
  const remotes = fs.readdirSync(root).filter((name) => name.startsWith('mf-'));
  const declared = remotes.flatMap((remote) => {
    const source = fs.readFileSync(path.join(root, remote, 'src/routes.tsx'), 'utf8');
    return [...source.matchAll(/path: '([^']+)',\s*access: '(\w+)'/g)].map(([, routePath, access]) => {
      if (!(access! in ROLE_SETS)) throw new Error(`${remote}: ${routePath} names no role set: ${access}`);
      return { path: routePath!, access: access as RoleSetName, owner: remote };
    });
  });
  if (declared.length < remotes.length)
    throw new Error('no routes read from the remotes: has the form changed?');
  return [...SHELL_ROUTES, ...declared];
}

export const mayOpen = (route: RouteDeclaration, roles: readonly UserRole[]): boolean =>
  roles.some((role) => (ROLE_SETS[route.access] as readonly UserRole[]).includes(role));

/** The declared route a path of the portal is an instance of, if any. */
export function routeOf(routes: RouteDeclaration[], pathname: string): RouteDeclaration | undefined {
  return routes.find((route) => {
    const pattern = route.path.replace(/:[A-Za-z]+/g, '[^/]+');
    return new RegExp(`^${pattern}/?$`).test(pathname);
  });
}

/**
 * The router APIs the portal uses. Shell and remotes import them from '@portal/shared-ui/router',
 * never from react-router: this module is a shared singleton (one router and one routing context in
 * the page), and react-router is tree-shaken to this list instead of being shared whole with its
 * server-rendering half (about 200 KB raw).
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchPath,
  Outlet,
  redirect,
  RouterProvider,
  useLoaderData,
  useBlocker,
  useLocation,
  useNavigation,
  useNavigationType,
  useNavigate,
  useParams,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { DataRouter, LoaderFunctionArgs, RouteObject } from 'react-router-dom';

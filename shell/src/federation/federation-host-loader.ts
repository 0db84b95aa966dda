import { provideFederationHostLoader } from './remote-runtime';

/**
 * Hands remote-runtime.ts the import of the federation host. It is called by the signed-in layout
 * (layout/protected-root.tsx), the only place remotes are shown under, so that this import() sits in
 * the layout's chunk group: webpack then knows that antd and shared-ui's entries are already loaded
 * wherever the host is, and the host's offers of them (federation-host.ts) add no chunks of their
 * own. Imported from the bootstrap, the offers made webpack split antd into two chunks that both
 * load on every signed-in page, 7.5 kB br more than the one chunk they were before.
 */
export function provideFederationHost(): void {
  provideFederationHostLoader(() => import(/* webpackChunkName: "federation-host" */ './federation-host'));
}

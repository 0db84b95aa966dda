import path from 'node:path';
import { Cluster } from '../src/cluster/cluster';
import { freePorts } from '../src/cluster/local-net';

/**
 * The built server (dist/server.js) as `instances` processes on one database behind HAProxy, on free
 * loopback ports, its files and the gateway's config under `dataDir`: the benches' one way to start it.
 */
export async function builtCluster(options: {
  instances: number;
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
  checkIntervalMs?: number;
}): Promise<Cluster> {
  const [gatewayPort, firstInstancePort] = await freePorts(options.instances + 1);
  return new Cluster({
    instances: options.instances,
    gatewayPort: gatewayPort!,
    firstInstancePort: firstInstancePort!,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      TRUST_PROXY: 'true',
      ...options.env,
    },
    command: {
      command: process.execPath,
      args: ['dist/server.js'],
      cwd: path.resolve(import.meta.dirname, '..'),
    },
    gatewayDir: path.join(options.dataDir, 'gateway'),
    checkIntervalMs: options.checkIntervalMs,
  });
}

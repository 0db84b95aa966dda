import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { haproxyConfig, type GatewayOptions } from '../src/cluster/haproxy-config';

/** The gateway of docker-compose.yml is the one the cluster test runs (issue 36). */
const COMPOSE: GatewayOptions = {
  bind: '*',
  // The haproxy image runs as a user that may not bind ports below 1024.
  port: 8080,
  discovery: { host: 'api', port: 8080, count: 3, nameserver: '127.0.0.11:53' },
};
const committed = path.resolve(__dirname, '..', '..', 'deploy', 'haproxy.cfg');

it("docker compose's gateway configuration is the generator's", async () => {
  expect(await fs.readFile(committed, 'utf8')).toBe(haproxyConfig(COMPOSE));
});

it('sends only to ready instances, retries only connections never made, and keeps the client address its own', () => {
  const config = haproxyConfig({
    bind: '127.0.0.1',
    port: 8080,
    servers: ['127.0.0.1:8081', '127.0.0.1:8082'],
  });
  expect(config).toContain('http-check send meth GET uri /api/health/ready');
  expect(config).toMatch(/retry-on conn-failure\n/);
  expect(config).toContain('http-request set-header X-Forwarded-For %[src]');
  expect(config).toContain('server api2 127.0.0.1:8082 check');
});

const haproxy = spawnSync('haproxy', ['-v']).status === 0;
(haproxy ? it : it.skip)('both shapes are valid HAProxy configurations (haproxy -c)', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-gateway-'));
  try {
    const local = path.join(dir, 'local.cfg');
    await fs.writeFile(local, haproxyConfig({ bind: '127.0.0.1', port: 8080, servers: ['127.0.0.1:8081'] }));
    for (const file of [local, committed]) {
      const check = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
      expect({ file, status: check.status, output: check.stderr }).toMatchObject({ status: 0 });
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

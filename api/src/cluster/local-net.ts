import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

// Probes for processes this machine starts (the cluster, the bench's servers, the shutdown test):
// one copy, so a fix to how a port is found or a status read reaches them all.

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port the OS says is free on 127.0.0.1 now (listened on with port 0, then closed). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `count` consecutive free ports on 127.0.0.1 (the gateway's, then each instance's). */
export async function freePorts(count: number): Promise<number[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = 20_000 + Math.floor(Math.random() * 30_000);
    const ports = Array.from({ length: count }, (_, index) => first + index);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return ports;
  }
  throw new Error(`no ${count} consecutive free ports`);
}

/** The status a GET answers with, the body read; null when nothing answers within 2 s. */
export async function statusOf(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/** Checks every 200 ms until `check` holds; throws naming `what` after `ms`. */
export async function until(check: () => Promise<boolean>, what: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}`);
}

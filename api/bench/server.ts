import type { ChildProcess } from 'node:child_process';

/**
 * Waits until the started server answers its health check, or fails when it exits or the time runs out.
 * Only an answer that carries the server's nonce counts (server-identity.mjs sets it): whatever else
 * answers on the port (another bench's server, a portal) is not the server this bench started.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  nonce: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let foreign = false;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.headers.get('x-bench-nonce') === nonce) {
        if (response.ok) return;
      } else if (!foreign) {
        foreign = true;
        console.warn(`${url} answers, but not as the server this bench started: waiting for its own`);
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `server did not become healthy within ${timeoutMs / 1000} s` +
      (foreign ? ' (another process answered on its port)' : ''),
  );
}

/** Signs a demo account in (password of the demo data) and returns its session token. */
export async function login(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    // An API client asks for the token (the browser only gets the HttpOnly cookie).
    headers: { 'content-type': 'application/json', 'x-auth-mode': 'bearer' },
    body: JSON.stringify({ login: email, password: 'Portal123!' }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export interface LoadCounts {
  requests: number;
  writes: number;
  /** Writes the API answered 200: each must be there afterwards. */
  acknowledged: number;
  reads: number;
  failed: number;
}

export interface WriteLoad {
  /** Ends the clients' loops (each finishes its request) and reports. */
  stop(): Promise<{ counts: LoadCounts; failures: string[] }>;
  /** The acknowledged writes that cannot be read back (should be none). */
  lost(): Promise<number[]>;
  readonly counts: LoadCounts;
}

/**
 * `clients` buyers each creating a campaign and reading it back, one request after another, as
 * fast as the API answers, through `url` (the gateway): what the cluster test and the fault bench
 * run while instances restart or die. Every failure is counted with what it was.
 */
export function writeLoad(url: string, token: string, clients: number): WriteLoad {
  const counts: LoadCounts = { requests: 0, writes: 0, acknowledged: 0, reads: 0, failed: 0 };
  const failures: string[] = [];
  const acknowledged: number[] = [];
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let running = true;

  const request = async (what: string, init: RequestInit & { path: string }): Promise<Response | null> => {
    counts.requests += 1;
    try {
      const response = await fetch(`${url}${init.path}`, { ...init, signal: AbortSignal.timeout(30_000) });
      if (response.ok) return response;
      counts.failed += 1;
      failures.push(`${what}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    } catch (error) {
      counts.failed += 1;
      failures.push(`${what}: ${String(error)}`);
    }
    return null;
  };

  const client = async (index: number) => {
    for (let n = 0; running; n += 1) {
      counts.writes += 1;
      const created = await request('create', {
        path: '/api/campaigns/create',
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Zátěž ${index}-${n}-${Date.now()}` }),
      });
      if (!created) continue;
      const { id } = (await created.json()) as { id: number };
      counts.acknowledged += 1;
      acknowledged.push(id);
      counts.reads += 1;
      await request('read', { path: `/api/campaigns/${id}`, headers });
    }
  };
  const loops = Array.from({ length: clients }, (_, index) => client(index));

  return {
    counts,
    async stop() {
      running = false;
      await Promise.all(loops);
      return { counts: { ...counts }, failures };
    },
    async lost() {
      const missing: number[] = [];
      for (const id of acknowledged) {
        const response = await fetch(`${url}/api/campaigns/${id}`, { headers });
        if (response.status !== 200) missing.push(id);
        await response.arrayBuffer();
      }
      return missing;
    },
  };
}

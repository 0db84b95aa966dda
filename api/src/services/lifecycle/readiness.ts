/**
 * Whether this instance takes new work (GET /api/health/ready): true from start until it is told to
 * stop, so that a gateway stops sending to it before it closes (docs/operations.md "Several instances").
 */
export interface Readiness {
  isReady(): boolean;
  /** From now on not ready; there is no way back for this process. */
  stopping(): void;
}

export function createReadiness(): Readiness {
  let ready = true;
  return {
    isReady: () => ready,
    stopping() {
      ready = false;
    },
  };
}

/** Tests and tools that never stop gracefully. */
export const alwaysReady: Readiness = { isReady: () => true, stopping: () => undefined };

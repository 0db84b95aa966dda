export interface GatewayOptions {
  /** Where the gateway listens (127.0.0.1 here; 0.0.0.0 in a container). */
  bind: string;
  port: number;
  /** The API instances, host:port; or `discovery`. */
  servers?: string[];
  /**
   * The instances found by DNS, as Docker Compose names a service's replicas: up to `count` of them
   * at `host`, looked up again every few seconds (a recreated replica has a new address).
   */
  discovery?: { host: string; port: number; count: number; nameserver: string };
  /** Milliseconds between health checks of each instance. */
  checkIntervalMs?: number;
}

/**
 * HAProxy in front of several API instances (docs/operations.md, "Several instances"):
 * - an instance is sent requests only while GET /api/health/ready answers 200: checked every
 *   `checkIntervalMs`, down after 2 failed checks, up after 2 good ones. An instance told to stop
 *   (SIGTERM) answers 503 there at once and serves on for SHUTDOWN_DRAIN_SECONDS, which must be
 *   longer than two intervals: the gateway has stopped sending to it before it closes.
 * - a request whose connection to an instance could not be made (a killed instance not yet marked
 *   down) goes to another. Nothing else is retried: a request an instance received may have written.
 * - the client's address is the one the gateway saw, never a header the client sent (the API
 *   limits sign-ins per address and trusts X-Forwarded-For from the gateway: TRUST_PROXY=true).
 * The API itself sets the security headers, so they are the same through the gateway.
 */
export function haproxyConfig({
  bind,
  port,
  servers = [],
  discovery,
  checkIntervalMs = 1000,
}: GatewayOptions): string {
  const resolvers = discovery
    ? `
resolvers dns
  nameserver dns ${discovery.nameserver}
  hold valid 5s
  accepted_payload_size 8192
`
    : '';
  const backends = discovery
    ? `  server-template api ${discovery.count} ${discovery.host}:${discovery.port} check resolvers dns init-addr none`
    : servers.map((server, index) => `  server api${index + 1} ${server} check`).join('\n');
  return `# Made by api/src/cluster/haproxy-config.ts (docs/operations.md, "Several instances").
global
  maxconn 4096
${resolvers}

defaults
  mode http
  timeout connect 2s
  timeout client 300s
  timeout server 300s
  timeout http-request 30s
  timeout http-keep-alive 10s
  # Only a connection that could not be made is tried again, on another instance.
  retries 3
  retry-on conn-failure
  option redispatch 1

frontend portal
  bind ${bind}:${port}
  http-request set-header X-Forwarded-For %[src]
  http-request set-header X-Forwarded-Proto http
  http-request set-header X-Forwarded-Host %[req.hdr(host)]
  default_backend api

backend api
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health/ready
  http-check expect status 200
  default-server inter ${checkIntervalMs} fastinter ${checkIntervalMs} downinter ${checkIntervalMs} fall 2 rise 2
${backends}
`;
}

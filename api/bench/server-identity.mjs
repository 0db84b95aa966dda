/**
 * Loaded into the server the benchmarks start (harness.ts: `node --import` this file before
 * dist/server.js), never into the portal itself:
 *
 * - GET /api/health answers with the headers x-bench-nonce (BENCH_SERVER_NONCE, a random value the
 *   harness made for this server) and x-bench-pid, so the harness measures only the server it
 *   started, never another bench's or a portal that happens to listen on the same port;
 * - the server stops when the bench's process is gone (its IPC channel closes), so a bench killed
 *   outright leaves no server behind.
 *
 * Plain JavaScript: the built server runs on node without tsx.
 */
import diagnosticsChannel from 'node:diagnostics_channel';

const nonce = process.env.BENCH_SERVER_NONCE;
if (nonce) {
  // Published by node's HTTP server before the request reaches Fastify; headers set here go out
  // with Fastify's answer.
  diagnosticsChannel.subscribe('http.server.request.start', ({ request, response }) => {
    if (request.url?.startsWith('/api/health')) {
      response.setHeader('x-bench-nonce', nonce);
      response.setHeader('x-bench-pid', String(process.pid));
    }
  });
}

if (process.channel) {
  // The channel must not keep the server alive on its own once it is closed (graceful stop).
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { campaignItemsExportUrl, campaignsExportUrl } from '@portal/shared-contracts';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { COMPRESSIBLE_TYPES, compressionOptions } from '../src/plugins/compression';
import { loginDemoUsers } from './campaign-fixtures';
import { call, createTestApp, type TestApp } from './helper';

const DECODE = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
type Encoding = keyof typeof DECODE;

/** The body as the client reads it, after undoing the answer's Content-Encoding (if any). */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'] as Encoding | undefined;
  return encoding ? DECODE[encoding](response.rawPayload) : response.rawPayload;
}

describe('compression of API answers', () => {
  let t: TestApp;
  let retailer: string;

  beforeAll(async () => {
    t = await createTestApp();
    [retailer] = await loginDemoUsers(t, 'retailer');
  });
  afterAll(() => t.close());

  const campaignList = (encoding?: string) =>
    call(t.app, 'POST', '/api/campaigns/filter', {
      token: retailer,
      body: { limit: 100, offset: 0 },
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it.each(['br', 'gzip'] as const)(
    'sends JSON above a kilobyte as %s, the same JSON decoded',
    async (encoding) => {
      const plain = await campaignList();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const response = await campaignList(encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(response).toString())).toEqual(plain.json());
    },
  );

  it('prefers brotli when the client takes both, and sends plain JSON to a client that takes neither', async () => {
    expect((await campaignList('gzip, deflate, br')).headers['content-encoding']).toBe('br');
    expect((await campaignList('gzip;q=1, br;q=0.5')).headers['content-encoding']).toBe('gzip');
    expect((await campaignList('deflate')).headers['content-encoding']).toBeUndefined();
    expect((await campaignList('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves answers below a kilobyte alone', async () => {
    const health = await call(t.app, 'GET', '/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
    const error = await call(t.app, 'GET', '/api/nope', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(error.headers['content-encoding']).toBeUndefined();
    expect(error.json().code).toBe('route_not_found');
  });

  it('compresses the OpenAPI document', async () => {
    const docs = await call(t.app, 'GET', '/api/docs/json', { headers: { 'accept-encoding': 'br' } });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(docs).toString()).paths['/api/health']).toBeDefined();
  });

  describe.each([
    ['campaigns', campaignsExportUrl({}, 'cs-CZ')],
    ['activities', campaignItemsExportUrl({}, 'cs-CZ')],
  ])('the CSV export of %s', (_name, url) => {
    it.each(['br', 'gzip'] as const)('is sent as %s and decodes to the same file', async (encoding) => {
      const plain = await call(t.app, 'GET', url, { token: retailer });
      expect(plain.statusCode).toBe(200);
      const response = await call(t.app, 'GET', url, {
        token: retailer,
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(plain.headers['content-disposition']);
      expect(decoded(response).equals(plain.rawPayload)).toBe(true);
    });
  });

  it('streams a compressed export over a real connection (fetch decodes it)', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const url = campaignsExportUrl({}, 'cs-CZ');
    const response = await fetch(`${address}${url}`, {
      headers: { authorization: `Bearer ${retailer}`, 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals((await call(t.app, 'GET', url, { token: retailer })).rawPayload)).toBe(true);
  });
});

describe('the compression settings', () => {
  it('take JSON and CSV, and nothing that is compressed already', () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/problem+json',
      'text/csv; charset=utf-8',
    ])
      expect({ type, compressed: COMPRESSIBLE_TYPES.test(type) }).toEqual({ type, compressed: true });
    for (const type of [
      'image/png',
      'image/svg+xml',
      'application/zip',
      'application/octet-stream',
      'application/javascript',
      'text/html; charset=utf-8',
      'text/event-stream',
      'application/jsonp',
    ])
      expect({ type, compressed: COMPRESSIBLE_TYPES.test(type) }).toEqual({ type, compressed: false });
  });

  /**
   * A stream that writes about 1.2 MB of CSV and then waits: before it ends, the client must have
   * received (and be able to decode) all but a window's worth of it, or the compression held the
   * file back (brotli's default 4 MB window would hold all of it).
   */
  it.each(['br', 'gzip'] as const)(
    'send a stream as %s while it is written',
    async (encoding) => {
      const app = Fastify();
      await app.register(compress, compressionOptions);
      const source = new PassThrough();
      app.get('/export.csv', (_request, reply) => reply.type('text/csv; charset=utf-8').send(source));
      app.get('/image.png', (_request, reply) => reply.type('image/png').send(Buffer.alloc(10_000)));
      await app.listen({ host: '127.0.0.1', port: 0 });
      try {
        const { port } = app.server.address() as AddressInfo;
        let received = '';
        const decoder = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
        decoder.setEncoding('utf8');
        decoder.on('data', (text: string) => (received += text));
        const ended = new Promise((resolve) => decoder.on('end', resolve));
        // Fastify sends the headers with the first bytes of the body: the request is read from while
        // the stream is written, not awaited first.
        const responded = new Promise<http.IncomingMessage>((resolve, reject) =>
          http
            .get(
              { host: '127.0.0.1', port, path: '/export.csv', headers: { 'accept-encoding': encoding } },
              (response) => {
                response.pipe(decoder);
                resolve(response);
              },
            )
            .on('error', reject),
        );

        let all = '';
        // In batches of 100 lines, as the exports write them.
        for (let batch = 0; batch < 300; batch += 1) {
          let text = '';
          for (let line = batch * 100; line < (batch + 1) * 100; line += 1)
            text += `${line};Kampaň ${line % 97};${(line * 7919) % 1_000_003};${'x'.repeat(line % 13)}\r\n`;
          all += text;
          if (!source.write(text)) await new Promise((resolve) => source.once('drain', resolve));
        }
        const heldBack = () => Buffer.byteLength(all) - Buffer.byteLength(received);
        for (let waited = 0; heldBack() > 256 * 1024 && waited < 5_000; waited += 20)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(heldBack()).toBeLessThanOrEqual(256 * 1024);
        expect((await responded).headers['content-encoding']).toBe(encoding);
        expect(all.startsWith(received)).toBe(true);

        source.end();
        await ended;
        expect(received).toBe(all);

        const image = await app.inject({ url: '/image.png', headers: { 'accept-encoding': 'br, gzip' } });
        expect(image.headers['content-encoding']).toBeUndefined();
      } finally {
        source.destroy();
        await app.close();
      }
    },
    30_000,
  );

  it('break the download off, not end it cleanly, when the stream fails midway', async () => {
    const app = Fastify({ logger: false });
    await app.register(compress, compressionOptions);
    const source = new PassThrough();
    app.get('/export.csv', (_request, reply) => reply.type('text/csv; charset=utf-8').send(source));
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as AddressInfo;
      const outcome = new Promise<string>((resolve) =>
        http
          .get(
            { host: '127.0.0.1', port, path: '/export.csv', headers: { 'accept-encoding': 'br' } },
            (response) => {
              // The download has begun (its headers are out): now the export fails.
              source.destroy(new Error('lost the database'));
              response.on('error', () => resolve('broken off'));
              response.on('end', () => resolve(response.complete ? 'complete' : 'broken off'));
              response.resume();
            },
          )
          .on('error', () => resolve('broken off')),
      );
      // More than the brotli window, so that the first bytes (and the headers with them) go out.
      source.write('id\r\n'.repeat(100_000));
      expect(await outcome).toBe('broken off');
    } finally {
      await app.close();
    }
  });
});

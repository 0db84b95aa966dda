/**
 * `pnpm bench:media`: what a creative upload costs the API process, measured in-process on the code
 * the upload routes run (no HTTP: the multipart parsing is busboy's streaming and not the question):
 *
 * - a 5 MB PNG checked against a field's rules from its bytes (format, size, a full decode) and
 *   converted to WEBP for a converted field (services/creatives/media);
 * - a 50-file creative zip (4.5 MB unpacked, HTML, scripts and images) received and checked against
 *   the bundle limits, every entry read (services/campaign-items/receive-creative-zip.ts).
 *
 * Prints the median and p95 time of each and the peak RSS growth over the process's baseline while it
 * runs. Targets (issue "Creatives"): p95 ≤ 1.5 s for the image, ≤ 2 s for the zip, RSS growth ≤ 200 MB.
 * BENCH_ROUNDS=<n> changes the rounds (default 20). Nothing here asserts: the figures go into
 * docs/performance.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { receiveCreativeZip } from '../src/services/campaign-items';
import { convertImage, inspectImage } from '../src/services/creatives';
import { makeZip } from '../test/zip-fixtures';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

/** Pixels that do not compress (xorshift32), so the PNG is as large as the figure says. */
function noise(bytes: number, seed = 12_345): Buffer {
  const data = Buffer.alloc(bytes);
  let state = seed | 0 || 1;
  for (let i = 0; i < bytes; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[i] = state & 0xff;
  }
  return data;
}

async function fiveMegabytePng(): Promise<Buffer> {
  // 1,300 × 1,300 RGB of noise: about 5 MB as a PNG.
  const side = 1_300;
  return sharp(noise(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** A realistic HTML5 bundle: markup and scripts (compressible) and images (not), 50 files. */
function fiftyFileZip(): Buffer {
  const entries: Record<string, { content: Buffer; deflate: boolean }> = {};
  const script = Buffer.from('function frame(t){return Math.sin(t/100)*42;}\n'.repeat(900));
  for (let i = 0; i < 50; i += 1) {
    if (i === 0)
      entries['index.html'] = { content: Buffer.from('<!doctype html><p>banner</p>'), deflate: true };
    else if (i % 3 === 0) entries[`js/part-${i}.js`] = { content: script, deflate: true };
    else entries[`img/frame-${i}.png`] = { content: noise(120_000, i), deflate: true };
  }
  return makeZip(entries);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, round: () => Promise<void>): Promise<void> {
  await round(); // warm-up: libvips and the zip reader load their code once
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    await round();
    times.push(performance.now() - started);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `${label.padEnd(44)} median ${percentile(times, 50).toFixed(0).padStart(5)} ms   p95 ${percentile(
      times,
      95,
    )
      .toFixed(0)
      .padStart(5)} ms   peak RSS +${mb(peak - baseline)} MB (${mb(peak)} MB)`,
  );
}

async function main(): Promise<void> {
  const png = await fiveMegabytePng();
  const zip = fiftyFileZip();
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-media-'));
  console.log(
    `bench:media on ${os.cpus().length} cores, ${ROUNDS} rounds; PNG ${(png.length / 1024 / 1024).toFixed(2)} MB, zip ${(zip.length / 1024 / 1024).toFixed(2)} MB of 50 files`,
  );
  try {
    await measure('5 MB PNG: checked, converted to WEBP', async () => {
      const { info, issues } = await inspectImage(png, { formats: ['PNG'], maxBytes: 10 * 1024 * 1024 });
      if (!info || issues.length > 0) throw new Error(`the PNG was refused: ${JSON.stringify(issues)}`);
      await convertImage(png, 'webp');
    });
    await measure('50-file zip: received, checked, every entry read', async () => {
      const received = await receiveCreativeZip(
        {
          fieldname: 'file',
          filename: 'bundle.zip',
          mimetype: 'application/zip',
          file: Readable.from([zip]),
        },
        { tempDir, maxBytes: 50 * 1024 * 1024 },
      );
      await received.dispose();
    });
  } finally {
    await fs.rm(tempDir, { recursive: true, force: true });
  }
}

await main();

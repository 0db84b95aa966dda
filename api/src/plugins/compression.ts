import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * JSON (with the +json kinds) and CSV only: images, zips and creative files are compressed already
 * or are not the API's text, and compressing them again costs CPU for nothing.
 */
export const COMPRESSIBLE_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/csv)(?:;|$)/;

/** @fastify/compress for the API's answers (app.ts registers it beside /api, not the front end). */
export const compressionOptions: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  // Below a kilobyte the headers and the CPU cost more than the bytes saved.
  threshold: 1024,
  customTypes: COMPRESSIBLE_TYPES,
  brotliOptions: {
    params: {
      // Quality 11 (zlib's default) costs tens of times the CPU of 4 for a few per cent.
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      // The encoder emits nothing until its window (4 MB by default) is full, so a CSV export of a
      // few megabytes would be held whole before its first byte; a 64 kB window streams after
      // about 128 kB, and at quality 4 compresses CSV and JSON as well or better (measured).
      [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
    },
  },
  // No client sends compressed bodies; inflating them would be one more thing for the body limit to guard.
  globalDecompression: false,
};

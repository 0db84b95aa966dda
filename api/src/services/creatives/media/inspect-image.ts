import type { ImageFormat } from '@portal/shared-contracts';
import sharp, { type Metadata } from 'sharp';

/** What a file's bytes say it is, read by sharp (libvips), never from its name or declared type. */
export interface ImageInfo {
  format: ImageFormat;
  contentType: string;
  width: number;
  height: number;
  size: number;
}

/** One refusal of spec 001 §8 "Creative file upload", with what its message names. */
export type ImageIssue =
  | { type: 'fileTooBig'; params: { current: number | string; max: number } }
  | { type: 'invalidImageWidth'; params: { width: number; actual: number } }
  | { type: 'invalidImageHeight'; params: { height: number; actual: number } }
  | { type: 'invalidImageFormat'; params: { formats: string; actual: string } }
  | { type: 'notSupportedImageFormat'; params: Record<string, never> };

export interface ImageRules {
  /** The formats the field takes. */
  formats: readonly ImageFormat[];
  width?: number;
  height?: number;
  maxBytes: number;
}

const FORMAT_OF_SHARP: Record<string, ImageFormat> = { jpeg: 'JPEG', png: 'PNG', webp: 'WEBP' };
export const CONTENT_TYPE: Record<ImageFormat, string> = {
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  WEBP: 'image/webp',
};

/**
 * A decoded picture of at most this many pixels (a 40-megapixel image): a small file claiming
 * enormous dimensions (a decompression bomb) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks an uploaded file against a field's image rules from its bytes: the real format (a JPEG named
 * .png is a JPEG; a text named .png is no image), exact width and height, byte size. Every issue at
 * once, so the form can say all that is wrong; `info` is null when the bytes are not an image the
 * portal takes (JPEG, PNG or WEBP that decodes whole).
 */
export async function inspectImage(
  buffer: Buffer,
  rules: ImageRules,
): Promise<{ info: ImageInfo | null; issues: ImageIssue[] }> {
  const issues: ImageIssue[] = [];
  if (buffer.length > rules.maxBytes)
    issues.push({ type: 'fileTooBig', params: { current: buffer.length, max: rules.maxBytes } });
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return { info: null, issues: [...issues, { type: 'notSupportedImageFormat', params: {} }] };
  }
  const format = metadata.format ? FORMAT_OF_SHARP[metadata.format] : undefined;
  if (!format || !metadata.width || !metadata.height)
    return { info: null, issues: [...issues, { type: 'notSupportedImageFormat', params: {} }] };
  if (!rules.formats.includes(format))
    issues.push({
      type: 'invalidImageFormat',
      params: { formats: rules.formats.join(', '), actual: format },
    });
  if (rules.width !== undefined && metadata.width !== rules.width)
    issues.push({ type: 'invalidImageWidth', params: { width: rules.width, actual: metadata.width } });
  if (rules.height !== undefined && metadata.height !== rules.height)
    issues.push({ type: 'invalidImageHeight', params: { height: rules.height, actual: metadata.height } });
  if (issues.length === 0) {
    // The header may be right and the rest broken or cut off: decode it whole once.
    try {
      await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).stats();
    } catch {
      return { info: null, issues: [{ type: 'notSupportedImageFormat', params: {} }] };
    }
  }
  return {
    info: {
      format,
      contentType: CONTENT_TYPE[format],
      width: metadata.width,
      height: metadata.height,
      size: buffer.length,
    },
    issues,
  };
}

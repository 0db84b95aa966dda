import type { ConversionFormat } from '@portal/shared-contracts';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './inspect-image';

type Target = Exclude<ConversionFormat, 'none'>;

/**
 * A kept image in another format, for a field filled by conversion (conversionFormat). Same pixels;
 * JPEG and WEBP at quality 85, PNG losslessly. Animation and metadata (EXIF, location) are dropped.
 */
export async function convertImage(
  buffer: Buffer,
  target: Target,
): Promise<{ buffer: Buffer; info: { width: number; height: number; size: number } }> {
  const image = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const encoded =
    target === 'png'
      ? image.png({ compressionLevel: 9 })
      : target === 'jpg'
        ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true })
        : image.webp({ quality: 85 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { buffer: data, info: { width: info.width, height: info.height, size: data.length } };
}

import type { ImageFormat } from '@portal/shared-contracts';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ImageRefusedError } from './image-refused-error';
import { MAX_INPUT_PIXELS } from './inspect-image';
import { webpIsLossless } from './webp-lossless';

/** High enough that a banner's text and edges survive a second lossy pass unchanged to the eye. */
const LOSSY_QUALITY = 90;
/**
 * mozjpeg makes a JPEG about a tenth smaller at eight times the time: worth it for a banner (tens of
 * milliseconds), not for a photo of many megapixels (seconds of CPU per upload).
 */
const MOZJPEG_UP_TO_PIXELS = 4_000_000;

function encode(image: Sharp, format: ImageFormat, metadata: Metadata, buffer: Buffer): Sharp {
  switch (format) {
    case 'PNG':
      // A palette, quantised at full quality without dithering, keeps exactly its colours.
      return metadata.isPalette
        ? image.png({ palette: true, quality: 100, dither: 0, compressionLevel: 9 })
        : image.png({ compressionLevel: 9 });
    case 'JPEG':
      // Sharp text on colour is what 4:2:0 blurs: a picture sent without it keeps it so.
      return image.jpeg({
        quality: LOSSY_QUALITY,
        mozjpeg: metadata.width * metadata.height <= MOZJPEG_UP_TO_PIXELS,
        chromaSubsampling: metadata.chromaSubsampling?.startsWith('4:2:0') ? '4:2:0' : '4:4:4',
      });
    case 'WEBP':
      return webpIsLossless(buffer)
        ? image.webp({ lossless: true })
        : image.webp({ quality: LOSSY_QUALITY, smartSubsample: true });
  }
}

/**
 * An accepted upload as the portal keeps it: decoded and encoded again by sharp in its own format, so
 * the picture is all that is stored. Gone are bytes after the image's end (an HTML page or a zip
 * appended: a file that is a picture to one reader and a page or an archive to another), text chunks,
 * comments, EXIF, XMP and the ICC profile (the colours are converted to sRGB). Kept: the pixels (PNG
 * losslessly; WEBP losslessly when it was so; JPEG and lossy WEBP at quality 90), a WEBP's animation,
 * and the EXIF orientation alone, so the picture shows turned as the upload did and keeps the width and
 * height it was checked with. Its byte size may differ from the upload's: the rules judged the upload.
 * Bytes that sharp checked but cannot encode again are refused as not a supported image.
 */
export async function reencodeImage(
  file: { fileName: string; buffer: Buffer },
  format: ImageFormat,
): Promise<Buffer> {
  try {
    const metadata = await sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const image = sharp(file.buffer, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated: format === 'WEBP' && (metadata.pages ?? 1) > 1,
    });
    // An empty EXIF keeps only what libvips writes itself: the orientation, resolution and colour space.
    if (metadata.orientation !== undefined && metadata.orientation !== 1) image.withExif({});
    return await encode(image, format, metadata, file.buffer).toBuffer();
  } catch {
    throw new ImageRefusedError(file.fileName, [{ type: 'notSupportedImageFormat', params: {} }]);
  }
}

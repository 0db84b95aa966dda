import sharp from 'sharp';
import { AppError } from '../../../errors';
import { reencodeImage } from './reencode-image';
import { webpIsLossless } from './webp-lossless';

const pixels = (buffer: Buffer) => sharp(buffer).ensureAlpha().raw().toBuffer();

/** 64 × 32 pixels of a few colours, some of them half transparent: what a palette holds. */
function fewColours(): Buffer {
  const raw = Buffer.alloc(64 * 32 * 4);
  for (let i = 0; i < 64 * 32; i += 1) {
    const colour = (i * 7919) % 40;
    raw.set([(colour * 37) & 255, (colour * 101) & 255, (colour * 14) & 255, colour % 3 ? 255 : 128], i * 4);
  }
  return raw;
}
const raw = { raw: { width: 64, height: 32, channels: 4 } } as const;

describe('reencodeImage', () => {
  it('keeps a PNG pixel for pixel, a palette as a palette', async () => {
    const truecolour = await sharp(fewColours(), raw).png().toBuffer();
    const palette = await sharp(fewColours(), raw).png({ palette: true, dither: 0 }).toBuffer();
    for (const sent of [truecolour, palette]) {
      const kept = await reencodeImage({ fileName: 'a.png', buffer: sent }, 'PNG');
      expect(await pixels(kept)).toEqual(await pixels(sent));
      expect((await sharp(kept).metadata()).isPalette).toBe((await sharp(sent).metadata()).isPalette);
    }
  });

  it('keeps the orientation alone of the EXIF, so the picture shows turned as sent', async () => {
    const sent = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { ImageDescription: 'secret', Artist: 'secret' } })
      .toBuffer();
    const kept = await reencodeImage({ fileName: 'a.jpg', buffer: sent }, 'JPEG');
    expect(await sharp(kept).metadata()).toMatchObject({ orientation: 6, width: 40, height: 20 });
    expect(kept.includes('secret')).toBe(false);
    expect((await sharp(kept).metadata()).icc).toBeUndefined();
  });

  it("keeps a JPEG's full chroma, a WEBP lossless when it was, and a WEBP's animation", async () => {
    const full = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#e74c3c' } })
      .jpeg({ chromaSubsampling: '4:4:4' })
      .toBuffer();
    const keptJpeg = await reencodeImage({ fileName: 'a.jpg', buffer: full }, 'JPEG');
    expect((await sharp(keptJpeg).metadata()).chromaSubsampling).toBe('4:4:4');

    const lossless = await sharp(fewColours(), raw).webp({ lossless: true }).toBuffer();
    const keptLossless = await reencodeImage({ fileName: 'a.webp', buffer: lossless }, 'WEBP');
    expect(webpIsLossless(keptLossless)).toBe(true);
    expect(await pixels(keptLossless)).toEqual(await pixels(lossless));
    const lossy = await sharp(fewColours(), raw).webp({ quality: 60 }).toBuffer();
    expect(webpIsLossless(await reencodeImage({ fileName: 'b.webp', buffer: lossy }, 'WEBP'))).toBe(false);

    const frames = Buffer.concat([fewColours(), Buffer.alloc(64 * 32 * 4, 255)]);
    const animated = await sharp(frames, { raw: { width: 64, height: 64, channels: 4, pageHeight: 32 } })
      .webp({ loop: 2, delay: [100, 300] })
      .toBuffer();
    const kept = await reencodeImage({ fileName: 'c.webp', buffer: animated }, 'WEBP');
    expect(await sharp(kept).metadata()).toMatchObject({ pages: 2, loop: 2, delay: [100, 300] });
  });

  it('refuses bytes it cannot encode again as no supported image', async () => {
    const refused = await reencodeImage({ fileName: 'x.png', buffer: Buffer.from('no image') }, 'PNG').catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'creative_file_invalid' });
  });
});

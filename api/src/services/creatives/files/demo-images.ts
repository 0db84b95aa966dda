import sharp from 'sharp';

/** A picture of the demo data: drawn when first read, so the seed needs no file storage. */
export interface DemoImage {
  width: number;
  height: number;
  format: 'png' | 'jpeg' | 'webp';
  background: string;
  title: string;
  subtitle: string;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/** The demo images' keys in file storage start with this; the seed names them, readers draw them. */
export const DEMO_IMAGE_PREFIX = 'demo/';

const KEY = /^demo\/\d+-(\d+)x(\d+)-([0-9a-f]{6})-(png|jpeg|webp)-([A-Za-z0-9_-]*)\.\w+$/;

/**
 * The key of a demo image: a unique number and its parameters (compact, so a key stays a short file
 * name), so that drawing it needs nothing else.
 */
export function demoImageKey(unique: number, image: DemoImage): string {
  const texts = Buffer.from(`${image.title.slice(0, 40)}\n${image.subtitle.slice(0, 40)}`).toString(
    'base64url',
  );
  const extension = image.format === 'jpeg' ? 'jpg' : image.format;
  return `${DEMO_IMAGE_PREFIX}${unique}-${image.width}x${image.height}-${image.background.slice(1)}-${image.format}-${texts}.${extension}`;
}

export function demoImageOf(key: string): DemoImage | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [title = '', subtitle = ''] = Buffer.from(match[5]!, 'base64url').toString().split('\n');
  return {
    width: Number(match[1]),
    height: Number(match[2]),
    background: `#${match[3]}`,
    format: match[4] as DemoImage['format'],
    title,
    subtitle,
  };
}

/** Draws a banner: a colour, a title and a line of text, centred (sharp renders the SVG). */
export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  const titleSize = Math.max(14, Math.round(Math.min(image.height / 5, image.width / 14)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}">
  <rect width="100%" height="100%" fill="${escapeXml(image.background)}"/>
  <text x="50%" y="46%" font-family="DejaVu Sans, sans-serif" font-size="${titleSize}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(image.title)}</text>
  <text x="50%" y="${46 + Math.round((titleSize / image.height) * 100)}%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(titleSize * 0.55)}" fill="#ffffff" text-anchor="middle">${escapeXml(image.subtitle)}</text>
</svg>`;
  const base = sharp(Buffer.from(svg));
  if (image.format === 'jpeg') return base.jpeg({ quality: 80 }).toBuffer();
  if (image.format === 'webp') return base.webp({ quality: 80 }).toBuffer();
  return base.png({ compressionLevel: 9, palette: true }).toBuffer();
}

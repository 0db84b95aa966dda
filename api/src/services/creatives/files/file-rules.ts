import { fieldRules, type CreativeFormatField, type ImageFormat } from '@portal/shared-contracts';
import type { creativeFiles } from '../../../db/schema';

const FORMAT_OF_TYPE: Record<string, ImageFormat> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
};

/**
 * Whether a kept file still fits a field, from what was measured at its upload (format, pixels,
 * bytes): a file uploaded for one field and put into another is checked against the other's rules.
 */
export function fileFitsField(
  file: Pick<typeof creativeFiles.$inferSelect, 'contentType' | 'width' | 'height' | 'byteSize'>,
  field: Pick<CreativeFormatField, 'restrictions'>,
): boolean {
  const rules = fieldRules(field.restrictions);
  const format = FORMAT_OF_TYPE[file.contentType];
  if (!format) return false;
  if (rules.imageFormats && !rules.imageFormats.includes(format)) return false;
  if (rules.width !== undefined && file.width !== rules.width) return false;
  if (rules.height !== undefined && file.height !== rules.height) return false;
  if (rules.maxBytes !== undefined && file.byteSize > rules.maxBytes) return false;
  return true;
}

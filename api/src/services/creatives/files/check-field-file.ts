import { fieldRules, IMAGE_FORMATS, type CreativeFormatField } from '@portal/shared-contracts';
import { ConflictError } from '../../../errors';
import { ImageRefusedError } from '../media/image-refused-error';
import { inspectImage, type ImageInfo } from '../media/inspect-image';
import type { ReceivedFile } from './receive-file';

/**
 * The checks of a file for a field, on the server and from the bytes (spec 001 §5 "Image rules"): a
 * JPEG, PNG or WEBP image in one of the field's formats, exactly its width and height, at most its
 * byte size. All issues at once, as field errors of `file` (400); the file is not kept then.
 */
export async function checkFieldFile(
  field: CreativeFormatField,
  received: ReceivedFile,
  uploadLimit: number,
): Promise<ImageInfo> {
  if (field.mediaType !== 'file')
    throw new ConflictError('creative_field_is_text', { field: field.displayName });
  if (field.convertFromId !== null)
    throw new ConflictError('creative_field_converted', { field: field.displayName });
  const rules = fieldRules(field.restrictions);
  const maxBytes = Math.min(rules.maxBytes ?? uploadLimit, uploadLimit);
  const { info, issues } = await inspectImage(received.buffer, {
    formats: rules.imageFormats ?? [...IMAGE_FORMATS],
    width: rules.width,
    height: rules.height,
    maxBytes,
  });
  // Past the upload limit only the first bytes arrived: the size is all that can be said.
  if (received.truncated && !issues.some((issue) => issue.type === 'fileTooBig'))
    issues.unshift({ type: 'fileTooBig', params: { current: `> ${maxBytes}`, max: maxBytes } });
  if (issues.length > 0 || !info) throw new ImageRefusedError(received.fileName, issues);
  return info;
}

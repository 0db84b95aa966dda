import { CREATIVE_FILE_FIELD } from '@portal/shared-contracts';
import { BadRequestError } from '../../../errors';
import { cleanFileName, type UploadPart } from '../../campaign-items';

/** A file field's upload, read into memory (images are checked and converted from memory). */
export interface ReceivedFile {
  fileName: string;
  buffer: Buffer;
  /** The multipart stream went past the limit: only the first `maxBytes` arrived. */
  truncated: boolean;
}

/**
 * Reads the `file` part of a creative upload, at most `maxBytes` (busboy stops there and marks the
 * stream truncated). 400 without the part; a part that broke off is the caller's fault too.
 */
export async function receiveFile(part: UploadPart | undefined, maxBytes: number): Promise<ReceivedFile> {
  if (!part || part.fieldname !== CREATIVE_FILE_FIELD) {
    part?.file.resume();
    throw new BadRequestError('creative_file_missing');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file) {
      const buffer = chunk as Buffer;
      size += buffer.length;
      if (size <= maxBytes) chunks.push(buffer);
    }
  } catch {
    throw new BadRequestError('creative_file_missing');
  }
  const buffer = Buffer.concat(chunks);
  if (buffer.length === 0) throw new BadRequestError('creative_file_empty');
  return {
    fileName: cleanFileName(part.filename || 'file'),
    buffer,
    truncated: part.file.truncated === true || size > maxBytes,
  };
}

import type { CreativeFormatField } from '@portal/shared-contracts';
import { reencodeImage } from '../media/reencode-image';
import { checkFieldFile } from './check-field-file';
import type { ReceivedFile } from './receive-file';
import type { NewCreativeFile } from './stored-files';

/** What an upload gives the file to keep; the owner and whether it is temporary are the caller's. */
export type AcceptedFieldFile = Omit<NewCreativeFile, 'companyId' | 'tmp'>;

/**
 * A field's upload as the portal keeps it: checked against the field's rules as it was sent (the exact
 * width, height, format and byte size are those of the uploader's file), then re-encoded, so that
 * nothing but the picture is stored (reencodeImage). The byte size recorded stays the upload's, the
 * one the rules judged: the re-encoding may be larger or smaller, and the file is judged by it again
 * when a creative takes it.
 */
export async function acceptFieldFile(
  field: CreativeFormatField,
  received: ReceivedFile,
  uploadLimit: number,
): Promise<AcceptedFieldFile> {
  const info = await checkFieldFile(field, received, uploadLimit);
  return {
    fileName: received.fileName,
    contentType: info.contentType,
    width: info.width,
    height: info.height,
    buffer: await reencodeImage(received, info.format),
    byteSize: info.size,
  };
}

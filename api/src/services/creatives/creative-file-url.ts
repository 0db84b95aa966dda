import {
  creativeFileUrl as keptFileUrl,
  creativeTmpFileUrl,
  type CreativeFile,
} from '@portal/shared-contracts';
import type { creativeFiles } from '../../db/schema';

type FileRow = Pick<
  typeof creativeFiles.$inferSelect,
  'id' | 'fileName' | 'contentType' | 'width' | 'height' | 'byteSize' | 'tmp'
>;

/** Where the browser reads a file: a kept one as the creative's media, an unsaved upload as tmp media. */
export const creativeFileUrl = (file: Pick<FileRow, 'id' | 'tmp'>): string =>
  file.tmp ? creativeTmpFileUrl(file.id) : keptFileUrl(file.id);

export const toCreativeFile = (file: FileRow): CreativeFile => ({
  id: file.id,
  name: file.fileName,
  contentType: file.contentType,
  width: file.width,
  height: file.height,
  size: file.byteSize,
  url: creativeFileUrl(file),
});

/**
 * Creatives and their formats: filling fields and files, versions, approval by the retailer and
 * assignment to items. This index is all the area offers to the rest of the API.
 */
export { applyFieldValues } from './apply-field-values';
export { approveCreative } from './approve-creative';
export { assignItemCreative } from './assign-item-creative';
export { createCreative } from './create-creative';
export { creativeChanges, valueChanges } from './creative-changes';
export { creativeDraft } from './creative-draft';
export { keepVersion } from './creative-versions';
export { acceptFieldFile } from './files/accept-field-file';
export { type DemoImage, demoImageKey } from './files/demo-images';
export { itemMediaFileInfo, updateItemMediaText, uploadItemMediaFile } from './files/item-media';
export { receiveFile } from './files/receive-file';
export { serveCreativeFile } from './files/serve-creative-file';
export { storeCreativeFile, withFileWrites } from './files/stored-files';
export { uploadFieldFile } from './files/upload-field-file';
export { filterCreativeFormats, listCreativeFormats } from './formats/list-formats';
export { loadFormat, loadFormatFields } from './formats/load-format';
export { updateCreativeFormat } from './formats/update-format';
export { loadCreative, loadFieldValues } from './load-creative';
export { convertImage } from './media/convert-image';
export { ImageRefusedError } from './media/image-refused-error';
export { inspectImage, MAX_INPUT_PIXELS } from './media/inspect-image';
export { reencodeImage } from './media/reencode-image';
export { rejectCreative } from './reject-creative';
export { requestCreativeCheck } from './request-creative-check';
export { searchCreatives } from './search-creatives';
export { updateCreative } from './update-creative';
export { type FieldValuesTarget, landingPageValues } from './value-owner';

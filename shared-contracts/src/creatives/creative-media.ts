import * as v from 'valibot';
import { CampaignItemDetailSchema } from '../campaign-items/campaign-item';
import { call } from '../http/client';
import { uploadForm, type UploadOptions } from '../http/upload';
import { CREATIVE_TEXT_MAX_LENGTH } from './creative-rules';
import { CreativeFileSchema, CreativeSchema } from './creatives';

/** The form field of every creative file upload. */
export const CREATIVE_FILE_FIELD = 'file';

/**
 * The upload checks of spec 001 §8 ("Creative file upload"), as the error body's validationErrors
 * name them; the messages are in the body's fieldErrors.file.
 */
export const IMAGE_ISSUE_TYPES = [
  'fileTooBig',
  'invalidImageWidth',
  'invalidImageHeight',
  'invalidImageFormat',
  'notSupportedImageFormat',
] as const;

/**
 * An uploaded file not yet saved in a creative: its id goes into the creative's save. The fields
 * converted from it are filled when the creative is saved.
 */
export const UploadedCreativeFileSchema = v.object({ file: CreativeFileSchema });
export type UploadedCreativeFile = v.InferOutput<typeof UploadedCreativeFileSchema>;

/** The spec's media info: what a file is, and for a preview its content in base64. */
export const MediaInfoSchema = v.object({
  name: v.string(),
  contentType: v.string(),
  content: v.nullable(v.string()),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  size: v.number(),
});
export type MediaInfo = v.InferOutput<typeof MediaInfoSchema>;

export const ItemMediaTextRequestSchema = v.object({
  text: v.nullable(v.pipe(v.string(), v.maxLength(CREATIVE_TEXT_MAX_LENGTH))),
});

const fileForm = (file: Blob) => {
  const form = new FormData();
  form.append(CREATIVE_FILE_FIELD, file, file instanceof File ? file.name : 'file');
  return form;
};

/** POST /creatives/formats/fields/{id}/upload: a file for the field, checked, kept until saved. */
export const uploadFieldFile = (
  fieldId: number,
  file: Blob,
  companyId: number | null,
  options: UploadOptions = {},
) =>
  uploadForm(
    UploadedCreativeFileSchema,
    companyId
      ? `/creatives/upload/company/${companyId}/media/${fieldId}`
      : `/creatives/formats/fields/${fieldId}/upload`,
    fileForm(file),
    options,
  );

/** POST /campaigns/media/{id}/file-info: the file's checks without keeping it. */
export const itemMediaFileInfo = (mediaId: number, file: Blob, options: UploadOptions = {}) =>
  uploadForm(MediaInfoSchema, `/campaigns/media/${mediaId}/file-info`, fileForm(file), options);

/** POST /campaigns/media/{id}/file-preview: the file as the field would keep it (converted), in base64. */
export const itemMediaFilePreview = (mediaId: number, file: Blob, options: UploadOptions = {}) =>
  uploadForm(MediaInfoSchema, `/campaigns/media/${mediaId}/file-preview`, fileForm(file), options);

/** POST /campaigns/media/{id}/file: the file becomes the field's value (and its conversions). */
export const uploadItemMediaFile = (mediaId: number, file: Blob, options: UploadOptions = {}) =>
  uploadForm(CreativeSchema, `/campaigns/media/${mediaId}/file`, fileForm(file), options);

/** PUT /campaigns/media/{id}: a text field's value. */
export const updateItemMediaText = (mediaId: number, text: string | null) =>
  call(CreativeSchema, 'put', `/campaigns/media/${mediaId}`, { json: { text } });

/** POST /campaign-item/{id}/creative: assigns one of the company's creatives to the item. */
export const assignItemCreative = (itemId: number, creativeId: number) =>
  call(CampaignItemDetailSchema, 'post', `/campaign-item/${itemId}/creative`, { json: { creativeId } });

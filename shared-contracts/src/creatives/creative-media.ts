import * as v from 'valibot';
import { CampaignItemDetailSchema } from '../campaign-items/campaign-item';
import { IdParamSchema, IdParamsSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { uploadForm, type UploadOptions } from '../http/upload';
import { CREATIVE_TEXT_MAX_LENGTH } from './creative-rules';
import { AssignCreativeRequestSchema, CreativeFileSchema, CreativeSchema } from './creatives';

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

const byMediaId = { params: IdParamsSchema } as const;

export const uploadCompanyFieldFileEndpoint = endpoint({
  method: 'post',
  path: '/creatives/upload/company/:companyId/media/:id',
  params: v.object({ companyId: IdParamSchema, id: IdParamSchema }),
  body: 'multipart',
  response: UploadedCreativeFileSchema,
  access: access.company('campaignUsers', 'company', 'params.companyId'),
});
/** POST /creatives/upload/company/{companyId}/media/{id}: a file for a new creative of that company. */
export const uploadCompanyFieldFile = bindEndpoint(
  uploadCompanyFieldFileEndpoint,
  ({ path }) =>
    (companyId: number, fieldId: number, file: Blob, options: UploadOptions = {}) =>
      uploadForm(UploadedCreativeFileSchema, path({ companyId, id: fieldId }), fileForm(file), options),
);

export const uploadFieldFileEndpoint = endpoint({
  method: 'post',
  path: '/creatives/formats/fields/:id/upload',
  params: IdParamsSchema,
  body: 'multipart',
  response: UploadedCreativeFileSchema,
  access: access.self('campaignUsers'),
});
/**
 * POST /creatives/formats/fields/{id}/upload: a file for the field, checked, kept until saved; for a
 * named company, its upload call instead.
 */
export const uploadFieldFile = bindEndpoint(
  uploadFieldFileEndpoint,
  ({ path }) =>
    (fieldId: number, file: Blob, companyId: number | null, options: UploadOptions = {}) =>
      companyId
        ? uploadCompanyFieldFile(companyId, fieldId, file, options)
        : uploadForm(UploadedCreativeFileSchema, path({ id: fieldId }), fileForm(file), options),
);

export const itemMediaFileInfoEndpoint = endpoint({
  method: 'post',
  path: '/campaigns/media/:id/file-info',
  ...byMediaId,
  body: 'multipart',
  response: MediaInfoSchema,
  access: access.company('campaignUsers', 'creativeMedia'),
});
/** POST /campaigns/media/{id}/file-info: the file's checks without keeping it. */
export const itemMediaFileInfo = bindEndpoint(
  itemMediaFileInfoEndpoint,
  ({ path }) =>
    (mediaId: number, file: Blob, options: UploadOptions = {}) =>
      uploadForm(MediaInfoSchema, path({ id: mediaId }), fileForm(file), options),
);

export const itemMediaFilePreviewEndpoint = endpoint({
  method: 'post',
  path: '/campaigns/media/:id/file-preview',
  ...byMediaId,
  body: 'multipart',
  response: MediaInfoSchema,
  access: access.company('campaignUsers', 'creativeMedia'),
});
/** POST /campaigns/media/{id}/file-preview: the file as the field would keep it (converted), in base64. */
export const itemMediaFilePreview = bindEndpoint(
  itemMediaFilePreviewEndpoint,
  ({ path }) =>
    (mediaId: number, file: Blob, options: UploadOptions = {}) =>
      uploadForm(MediaInfoSchema, path({ id: mediaId }), fileForm(file), options),
);

export const uploadItemMediaFileEndpoint = endpoint({
  method: 'post',
  path: '/campaigns/media/:id/file',
  ...byMediaId,
  body: 'multipart',
  response: CreativeSchema,
  access: access.company('campaignUsers', 'creativeMedia'),
});
/** POST /campaigns/media/{id}/file: the file becomes the field's value (and its conversions). */
export const uploadItemMediaFile = bindEndpoint(
  uploadItemMediaFileEndpoint,
  ({ path }) =>
    (mediaId: number, file: Blob, options: UploadOptions = {}) =>
      uploadForm(CreativeSchema, path({ id: mediaId }), fileForm(file), options),
);

export const updateItemMediaTextEndpoint = endpoint({
  method: 'put',
  path: '/campaigns/media/:id',
  ...byMediaId,
  body: ItemMediaTextRequestSchema,
  response: CreativeSchema,
  access: access.company('campaignUsers', 'creativeMedia'),
});
/** PUT /campaigns/media/{id}: a text field's value. */
export const updateItemMediaText = bindEndpoint(
  updateItemMediaTextEndpoint,
  ({ send }) =>
    (mediaId: number, text: string | null) =>
      send({ params: { id: mediaId }, json: { text } }),
);

export const assignItemCreativeEndpoint = endpoint({
  method: 'post',
  path: '/campaign-item/:id/creative',
  params: IdParamsSchema,
  body: AssignCreativeRequestSchema,
  response: CampaignItemDetailSchema,
  access: access.company('campaignUsers', 'campaignItem'),
});
/** POST /campaign-item/{id}/creative: assigns one of the company's creatives to the item. */
export const assignItemCreative = bindEndpoint(
  assignItemCreativeEndpoint,
  ({ send }) =>
    (itemId: number, creativeId: number) =>
      send({ params: { id: itemId }, json: { creativeId } }),
);

export const CreativeFileParamsSchema = v.object({ externalId: IdParamSchema });

export const creativeFileEndpoint = endpoint({
  method: 'get',
  path: '/creatives/media/:externalId',
  params: CreativeFileParamsSchema,
  response: 'binary',
  access: access.company('campaignUsers', 'creativeFile', 'params.externalId'),
});
/** GET /creatives/media/{id}: where the browser reads a saved creative's image (CreativeFile.url). */
export const creativeFileUrl = bindEndpoint(
  creativeFileEndpoint,
  ({ url }) =>
    (externalId: number) =>
      url({ externalId }),
);

export const creativeTmpFileEndpoint = endpoint({
  method: 'get',
  path: '/creatives/tmp-media/:id',
  params: IdParamsSchema,
  response: 'binary',
  access: access.company('campaignUsers', 'creativeTmpFile'),
});
/** GET /creatives/tmp-media/{id}: where the browser reads an image uploaded for a creative not saved yet. */
export const creativeTmpFileUrl = bindEndpoint(
  creativeTmpFileEndpoint,
  ({ url }) =>
    (id: number) =>
      url({ id }),
);

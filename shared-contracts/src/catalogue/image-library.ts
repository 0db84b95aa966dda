import * as v from 'valibot';
import { IdParamSchema, IdSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { uploadForm, type UploadOptions } from '../http/upload';

export const IMAGE_NAME_MAX_LENGTH = 200;
export const IMAGE_DESCRIPTION_MAX_LENGTH = 1_000;
/** Thumbnails are squares of this many pixels (spec 000 §2: a grid of 300×300 images). */
export const IMAGE_THUMB_SIZE = 300;
/** The library's page size (spec 000 §2 "image picker": list page size 18; the picker offers 10, 20, 50). */
export const IMAGE_LIST_PAGE_SIZE = 18;
export const IMAGE_PICKER_PAGE_SIZES = [10, 20, 50] as const;
export const IMAGE_LANGUAGES = ['cs', 'en', 'pl'] as const;

const LocaleTagSchema = v.picklist(['cs-CZ', 'en-GB', 'pl-PL']);

/** An image of the library, with its name and description in each language it has them. */
export const LibraryImageSchema = v.object({
  id: IdSchema,
  fileName: v.string(),
  contentType: v.string(),
  width: v.number(),
  height: v.number(),
  size: v.number(),
  /** The name in the caller's language (else Czech, else the file name). */
  name: v.string(),
  translations: v.array(v.object({ localeTag: LocaleTagSchema, name: v.string(), description: v.string() })),
  /** Products whose card shows it: an image in use cannot be deleted. */
  productsCount: v.number(),
  url: v.string(),
  thumbUrl: v.string(),
  createdAt: v.string(),
});
export type LibraryImage = v.InferOutput<typeof LibraryImageSchema>;

/** POST /images/update: the image's texts, per language (spec 001 §7: localeTag, name, description). */
export const UpdateImageRequestSchema = v.object({
  id: IdSchema,
  translations: v.pipe(
    v.array(
      v.object({
        localeTag: LocaleTagSchema,
        name: v.pipe(v.string(), v.trim(), v.maxLength(IMAGE_NAME_MAX_LENGTH)),
        description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(IMAGE_DESCRIPTION_MAX_LENGTH)), ''),
      }),
    ),
    v.maxLength(3),
    v.check(
      (list) => new Set(list.map((entry) => entry.localeTag)).size === list.length,
      'image_translation_repeated',
    ),
  ),
});
export type UpdateImageRequest = v.InferInput<typeof UpdateImageRequestSchema>;

/** POST /images/list: a page (from 1) of the library, newest first, optionally by name or file name. */
export const ImageListRequestSchema = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1),
  pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), IMAGE_LIST_PAGE_SIZE),
  filterParams: v.optional(
    v.object({ search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), '') }),
    { search: '' },
  ),
});
export type ImageListRequest = v.InferInput<typeof ImageListRequestSchema>;

export const ImageListSchema = v.object({ items: v.array(LibraryImageSchema), totalCount: v.number() });
export type ImageList = v.InferOutput<typeof ImageListSchema>;

export const ImageIdParamsSchema = v.object({ id: IdParamSchema });
export const ImageQuerySchema = v.object({
  thumb: v.optional(v.picklist(['1', 'true', '0', 'false'])),
});

export const libraryImageEndpoint = endpoint({
  method: 'get',
  path: '/images/:id',
  params: ImageIdParamsSchema,
  query: ImageQuerySchema,
  response: 'binary',
  access: access.shared('everyone'),
});
const thumbQuery = (thumb: boolean) => (thumb ? new URLSearchParams({ thumb: '1' }) : undefined);

/**
 * A library image's address (a thumbnail with `thumb`), relative to the site: what an <img> loads, and
 * what the API writes into its answers (`url`, `thumbUrl`, a product's `imageUrl`).
 */
export const imageUrl = bindEndpoint(
  libraryImageEndpoint,
  ({ url }) =>
    (id: number, thumb = false) =>
      url({ id }, thumbQuery(thumb)),
);

export const uploadLibraryImageEndpoint = endpoint({
  method: 'post',
  path: '/images/upload',
  body: 'multipart',
  response: LibraryImageSchema,
  access: access.administrator(),
});
/** POST /images/upload (administrators; multipart field `file`): a JPEG, PNG or WEBP, checked from its bytes. */
export const uploadLibraryImage = bindEndpoint(
  uploadLibraryImageEndpoint,
  ({ path }) =>
    (file: Blob, options: UploadOptions = {}) => {
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : 'image');
      return uploadForm(LibraryImageSchema, path(), form, options);
    },
);

export const updateLibraryImageEndpoint = endpoint({
  method: 'post',
  path: '/images/update',
  body: UpdateImageRequestSchema,
  response: LibraryImageSchema,
  access: access.administrator(),
});
/** POST /images/update (administrators) */
export const updateLibraryImage = bindEndpoint(
  updateLibraryImageEndpoint,
  ({ send }) =>
    (body: UpdateImageRequest) =>
      send({ json: body }),
);

export const listLibraryImagesEndpoint = endpoint({
  method: 'post',
  path: '/images/list',
  body: ImageListRequestSchema,
  response: ImageListSchema,
  access: access.administrator(),
});
/** POST /images/list (administrators) */
export const listLibraryImages = bindEndpoint(
  listLibraryImagesEndpoint,
  ({ send }) =>
    (body: ImageListRequest, init: { signal?: AbortSignal } = {}) =>
      send({ json: body, ...init }),
);

export const deleteLibraryImageEndpoint = endpoint({
  method: 'delete',
  path: '/images/:id',
  params: ImageIdParamsSchema,
  response: 'empty',
  status: 204,
  access: access.administrator(),
});
/** DELETE /images/{id} (administrators; 409 while a product shows it) */
export const deleteLibraryImage = bindEndpoint(
  deleteLibraryImageEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

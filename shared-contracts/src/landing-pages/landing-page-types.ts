import * as v from 'valibot';
import { EditVersionSchema } from '../common/edit-version';
import { IdParamsSchema, IdSchema, NamedRefSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { TargetSchema } from '../targeting/targeting';

export const LANDING_PAGE_TYPE_NAME_MAX_LENGTH = 100;
/** The ad server's size ids are 32-bit integers. */
export const SIZE_EXTERNAL_ID_MAX = 2_147_483_647;

/**
 * A landing page type (spec 000 §3): the creative format whose fields its pages fill, the ad server's
 * size id, and the shops its pages may be made for (`allowedTargets`; empty means every shop).
 */
export const LandingPageTypeSchema = v.object({
  id: IdSchema,
  name: v.string(),
  active: v.boolean(),
  sizeExternalId: v.number(),
  creativeFormatId: IdSchema,
  /** The format by name, for the screens (the save names it by `creativeFormatId`). */
  creativeFormat: NamedRefSchema,
  /** The ids of `allowedTargets`, as the save names them. */
  allowedTargetIds: v.array(IdSchema),
  /** Empty: every shop. */
  allowedTargets: v.array(TargetSchema),
  /** Landing pages of the type: a type in use cannot be deleted, nor its format changed. */
  landingPagesCount: v.number(),
  /** The edit version (common/edit-version.ts). */
  version: v.number(),
});
export type LandingPageType = v.InferOutput<typeof LandingPageTypeSchema>;

/**
 * POST /landing-page-types (administrators; spec 001 §5 "Landing pages and their types"): name,
 * creative format and sizeExternalId are required, and so is every other field (an empty list of
 * shops: every shop). The format and the shops are named by id.
 */
export const LandingPageTypeRequestSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('landing_page_type_name_required'),
    v.maxLength(LANDING_PAGE_TYPE_NAME_MAX_LENGTH),
  ),
  active: v.boolean(),
  sizeExternalId: v.pipe(
    v.number(),
    v.integer('landing_page_type_size_whole_number'),
    v.minValue(1, 'landing_page_type_size_whole_number'),
    v.maxValue(SIZE_EXTERNAL_ID_MAX),
  ),
  creativeFormatId: IdSchema,
  /** The shops the type's pages may be made for; empty: every shop. */
  allowedTargetIds: v.pipe(v.array(IdSchema), v.maxLength(1000)),
});
export type LandingPageTypeRequest = v.InferInput<typeof LandingPageTypeRequestSchema>;

/** PUT /landing-page-types/{id} (administrators): the whole type and the version the form read. */
export const LandingPageTypeUpdateRequestSchema = v.object({
  ...LandingPageTypeRequestSchema.entries,
  version: EditVersionSchema,
});
export type LandingPageTypeUpdateRequest = v.InferInput<typeof LandingPageTypeUpdateRequestSchema>;

/**
 * An active type as the create dialog offers it: `targets` are the shops a page of it may be made
 * for, already resolved (the allowed ones, or every active shop when the type allows all).
 */
export const ActiveLandingPageTypeSchema = v.object({
  id: IdSchema,
  name: v.string(),
  creativeFormat: NamedRefSchema,
  allTargets: v.boolean(),
  targets: v.array(TargetSchema),
});
export type ActiveLandingPageType = v.InferOutput<typeof ActiveLandingPageTypeSchema>;

export const listLandingPageTypesEndpoint = endpoint({
  method: 'get',
  path: '/landing-page-types',
  response: v.array(LandingPageTypeSchema),
  access: access.shared('campaignUsers'),
});
/** GET /landing-page-types: every type, by name. */
export const listLandingPageTypes = bindEndpoint(
  listLandingPageTypesEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const getLandingPageTypeEndpoint = endpoint({
  method: 'get',
  path: '/landing-page-types/:id',
  params: IdParamsSchema,
  response: LandingPageTypeSchema,
  access: access.shared('campaignUsers'),
});
/** GET /landing-page-types/{id} */
export const getLandingPageType = bindEndpoint(
  getLandingPageTypeEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const createLandingPageTypeEndpoint = endpoint({
  method: 'post',
  path: '/landing-page-types',
  body: LandingPageTypeRequestSchema,
  response: LandingPageTypeSchema,
  access: access.administrator(),
});
/** POST /landing-page-types (administrators) */
export const createLandingPageType = bindEndpoint(
  createLandingPageTypeEndpoint,
  ({ send }) =>
    (body: LandingPageTypeRequest) =>
      send({ json: body }),
);

export const updateLandingPageTypeEndpoint = endpoint({
  method: 'put',
  path: '/landing-page-types/:id',
  params: IdParamsSchema,
  body: LandingPageTypeUpdateRequestSchema,
  response: LandingPageTypeSchema,
  access: access.administrator(),
});
/** PUT /landing-page-types/{id} (administrators) */
export const updateLandingPageType = bindEndpoint(
  updateLandingPageTypeEndpoint,
  ({ send }) =>
    (id: number, body: LandingPageTypeUpdateRequest) =>
      send({ params: { id }, json: body }),
);

export const deleteLandingPageTypeEndpoint = endpoint({
  method: 'delete',
  path: '/landing-page-types/:id',
  params: IdParamsSchema,
  response: 'empty',
  status: 204,
  access: access.administrator(),
});
/** DELETE /landing-page-types/{id} (administrators; 409 while landing pages use it) */
export const deleteLandingPageType = bindEndpoint(
  deleteLandingPageTypeEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const activeLandingPageTypesEndpoint = endpoint({
  method: 'get',
  path: '/landing-pages/active-types',
  response: v.array(ActiveLandingPageTypeSchema),
  access: access.shared('campaignUsers'),
});
/** GET /landing-pages/active-types: the create dialog's types with the shops each allows. */
export const getActiveLandingPageTypes = bindEndpoint(
  activeLandingPageTypesEndpoint,
  ({ send }) =>
    () =>
      send(),
);

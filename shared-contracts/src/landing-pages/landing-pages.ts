import * as v from 'valibot';
import {
  IdParamSchema,
  IdParamsSchema,
  IdSchema,
  IsoDateTimeSchema,
  NamedRefSchema,
} from '../common/primitives';
import { FilterIdsSchema, FilterSearchSchema, listOrderSchema } from '../campaigns/list-filter';
import { CREATIVE_NOTE_MAX_LENGTH } from '../creatives/creative-rules';
import { CREATIVE_STATES, CreativeStateSchema } from '../creatives/creative-states';
import { CREATIVE_FILE_FIELD } from '../creatives/creative-media';
import {
  CreativeChangesSchema,
  CreativeFieldValueSchema,
  FieldValueInputSchema,
} from '../creatives/creatives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';
import { uploadForm, type UploadOptions } from '../http/upload';
import { TargetSchema } from '../targeting/targeting';

export const LANDING_PAGE_NAME_MAX_LENGTH = 200;
/** The server answers at most this many pages of the filter; the list offers 10, 20 and 50. */
export const LANDING_PAGE_FILTER_MAX_RESULTS = 100;
/** GET /landing-pages answers at most this many (the filter pages through any number). */
export const LANDING_PAGE_LIST_LIMIT = 1000;

/** A row of the landing page list (spec 000 §2 "Landing pages": name, target web, company, active). */
export const LandingPageSummarySchema = v.object({
  id: IdSchema,
  name: v.string(),
  /** Its address in the shop. */
  url: v.string(),
  active: v.boolean(),
  creativeState: CreativeStateSchema,
  company: NamedRefSchema,
  target: NamedRefSchema,
  /** Null for a page made before types existed. */
  type: v.nullable(NamedRefSchema),
  updatedAt: IsoDateTimeSchema,
});
export type LandingPageSummary = v.InferOutput<typeof LandingPageSummarySchema>;

/**
 * GET /landing-pages/{id} and every answer about one page: its type's format fields with their
 * values, what is missing, and what the caller may do (the creative's rules, landing-page-rules.ts).
 */
export const LandingPageSchema = v.object({
  id: IdSchema,
  name: v.string(),
  url: v.string(),
  active: v.boolean(),
  creativeState: CreativeStateSchema,
  /** The reject reason: given only while the page is returned. */
  notes: v.nullable(v.string()),
  company: NamedRefSchema,
  target: TargetSchema,
  type: v.nullable(v.object({ id: IdSchema, name: v.string(), sizeExternalId: v.number() })),
  /** The type's creative format, whose fields the page fills. */
  format: v.nullable(NamedRefSchema),
  /** One per field of the format, in its order; a value's id is its media id. */
  fieldValues: v.array(CreativeFieldValueSchema),
  filled: v.boolean(),
  /** Display names of the required fields still empty. */
  missingFields: v.array(v.string()),
  /** Raised by every save that changes it. */
  version: v.number(),
  updatedAt: IsoDateTimeSchema,
  /** When it was last sent for approval (null if never). */
  waitingSince: v.nullable(IsoDateTimeSchema),
  canEdit: v.boolean(),
  canSendForCheck: v.boolean(),
  canReview: v.boolean(),
});
export type LandingPage = v.InferOutput<typeof LandingPageSchema>;

/** Columns the landing page list sorts by; without a sort it is newest first (id descending). */
export const LANDING_PAGE_SORT_FIELDS = [
  'name',
  'target',
  'company',
  'state',
  'active',
  'updatedAt',
] as const;
export type LandingPageSortField = (typeof LANDING_PAGE_SORT_FIELDS)[number];

const IndexSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647));

/**
 * Body of POST /landing-pages/filter. Absent, null and empty filters do not filter; `search` is part
 * of the page's name or address (any case, taken literally). Paged on the server: the rows from
 * `firstResult` (0-based), at most `maxResults`.
 */
export const LandingPageFilterRequestSchema = v.object({
  search: FilterSearchSchema,
  companyIdes: FilterIdsSchema,
  targetIdes: FilterIdsSchema,
  states: v.nullish(v.pipe(v.array(CreativeStateSchema), v.maxLength(CREATIVE_STATES.length))),
  active: v.nullish(v.boolean()),
  firstResult: v.optional(IndexSchema, 0),
  maxResults: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LANDING_PAGE_FILTER_MAX_RESULTS)),
    10,
  ),
  /** Ties are broken by id in the same direction. */
  sort: listOrderSchema(LANDING_PAGE_SORT_FIELDS),
});
export type LandingPageFilterRequest = v.InferInput<typeof LandingPageFilterRequestSchema>;

export const LandingPagePageSchema = v.object({
  items: v.array(LandingPageSummarySchema),
  totalCount: v.number(),
});
export type LandingPagePage = v.InferOutput<typeof LandingPagePageSchema>;

/** What the landing page filter offers the caller: the companies it may see and the active shops. */
export const LandingPageFilterDataSchema = v.object({
  companies: v.array(NamedRefSchema),
  targets: v.array(TargetSchema),
  states: v.array(CreativeStateSchema),
});
export type LandingPageFilterData = v.InferOutput<typeof LandingPageFilterDataSchema>;

const LandingPageNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('landing_page_name_required'),
  v.maxLength(LANDING_PAGE_NAME_MAX_LENGTH),
);

/**
 * POST /landing-pages/create (spec 001 §5): type, target and name are required; the company is
 * required for retailer staff and agencies, a vendor's own otherwise. The target must be one the
 * type allows.
 */
export const CreateLandingPageRequestSchema = v.object({
  landingPageTypeId: IdSchema,
  targetId: IdSchema,
  companyId: v.nullish(IdSchema),
  name: LandingPageNameSchema,
});
export type CreateLandingPageRequest = v.InferInput<typeof CreateLandingPageRequestSchema>;

/** PUT /landing-pages/{id}: the name, the active flag and the values given (fields left out keep theirs). */
export const UpdateLandingPageRequestSchema = v.object({
  name: LandingPageNameSchema,
  active: v.boolean(),
  fieldValues: v.optional(v.pipe(v.array(FieldValueInputSchema), v.maxLength(100)), []),
});
export type UpdateLandingPageRequest = v.InferInput<typeof UpdateLandingPageRequestSchema>;

export const RejectLandingPageRequestSchema = v.object({
  note: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('landing_page_note_required'),
    v.maxLength(CREATIVE_NOTE_MAX_LENGTH),
  ),
});

export const LandingPageFieldParamsSchema = v.object({ id: IdParamSchema, fieldId: IdParamSchema });

/** GET /sas-info/landing-page/{id} (retailer staff): what the ad server needs of the page. */
export const LandingPageSasInfoSchema = v.object({
  landingPageId: IdSchema,
  /** The page's address in the shop, the click target of items that lead to it. */
  landingPageURL: v.string(),
  sizeExternalId: v.nullable(v.number()),
  creativeFormat: v.nullable(NamedRefSchema),
});
export type LandingPageSasInfo = v.InferOutput<typeof LandingPageSasInfoSchema>;

/** What changed since the page was last approved or returned: the creative's shape. */
export const LandingPageChangesSchema = CreativeChangesSchema;

const byPageId = { params: IdParamsSchema } as const;

export const listLandingPagesEndpoint = endpoint({
  method: 'get',
  path: '/landing-pages',
  response: v.array(LandingPageSummarySchema),
  access: access.tenantList('campaignUsers'),
});
/** GET /landing-pages: the caller's pages (its tenancy), by name. */
export const listLandingPages = bindEndpoint(
  listLandingPagesEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const filterLandingPagesEndpoint = endpoint({
  method: 'post',
  path: '/landing-pages/filter',
  body: LandingPageFilterRequestSchema,
  response: LandingPagePageSchema,
  access: access.tenantList('campaignUsers'),
});
/** POST /landing-pages/filter: a page of the list. */
export const filterLandingPages = bindEndpoint(
  filterLandingPagesEndpoint,
  ({ send }) =>
    (body: LandingPageFilterRequest, init: { signal?: AbortSignal } = {}) =>
      send({ json: body, ...init }),
);

export const landingPageFilterDataEndpoint = endpoint({
  method: 'get',
  path: '/landing-pages/filter-data',
  response: LandingPageFilterDataSchema,
  access: access.tenantList('campaignUsers'),
});
/** GET /landing-pages/filter-data */
export const getLandingPageFilterData = bindEndpoint(
  landingPageFilterDataEndpoint,
  ({ send }) =>
    () =>
      send(),
);

export const createLandingPageEndpoint = endpoint({
  method: 'post',
  path: '/landing-pages/create',
  body: CreateLandingPageRequestSchema,
  response: LandingPageSchema,
  access: access.company('campaignUsers', 'company', 'body.companyId', { optional: true }),
});
/** POST /landing-pages/create: the new page (state new), to open in edit mode. */
export const createLandingPage = bindEndpoint(
  createLandingPageEndpoint,
  ({ send }) =>
    (body: CreateLandingPageRequest) =>
      send({ json: body }),
);

export const getLandingPageEndpoint = endpoint({
  method: 'get',
  path: '/landing-pages/:id',
  ...byPageId,
  response: LandingPageSchema,
  access: access.company('campaignUsers', 'landingPage'),
});
/** GET /landing-pages/{id} */
export const getLandingPage = bindEndpoint(
  getLandingPageEndpoint,
  ({ send }) =>
    (id: number, init: { signal?: AbortSignal } = {}) =>
      send({ params: { id }, ...init }),
);

export const updateLandingPageEndpoint = endpoint({
  method: 'put',
  path: '/landing-pages/:id',
  ...byPageId,
  body: UpdateLandingPageRequestSchema,
  response: LandingPageSchema,
  access: access.company('campaignUsers', 'landingPage'),
});
/** PUT /landing-pages/{id}: name, active and field values. */
export const updateLandingPage = bindEndpoint(
  updateLandingPageEndpoint,
  ({ send }) =>
    (id: number, body: UpdateLandingPageRequest) =>
      send({ params: { id }, json: body }),
);

export const uploadLandingPageFieldFileEndpoint = endpoint({
  method: 'post',
  path: '/landing-pages/:id/fields/:fieldId/file',
  params: LandingPageFieldParamsSchema,
  body: 'multipart',
  response: LandingPageSchema,
  access: access.company('campaignUsers', 'landingPage', 'params.id'),
});
/** POST /landing-pages/{id}/fields/{fieldId}/file: a checked image becomes the field's value. */
export const uploadLandingPageFieldFile = bindEndpoint(
  uploadLandingPageFieldFileEndpoint,
  ({ path }) =>
    (id: number, fieldId: number, file: Blob, options: UploadOptions = {}) => {
      const form = new FormData();
      form.append(CREATIVE_FILE_FIELD, file, file instanceof File ? file.name : 'file');
      return uploadForm(LandingPageSchema, path({ id, fieldId }), form, options);
    },
);

export const requestLandingPageCheckEndpoint = endpoint({
  method: 'post',
  path: '/landing-pages/:id/request-check',
  ...byPageId,
  response: LandingPageSchema,
  access: access.company('buyers', 'landingPage'),
});
/** POST /landing-pages/{id}/request-check (buyers) */
export const requestLandingPageCheck = bindEndpoint(
  requestLandingPageCheckEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const approveLandingPageEndpoint = endpoint({
  method: 'post',
  path: '/landing-pages/:id/approve',
  ...byPageId,
  response: LandingPageSchema,
  access: access.company('retailerLike', 'landingPage'),
});
/** POST /landing-pages/{id}/approve (retailer staff; the note must be empty) */
export const approveLandingPage = bindEndpoint(
  approveLandingPageEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const rejectLandingPageEndpoint = endpoint({
  method: 'post',
  path: '/landing-pages/:id/reject',
  ...byPageId,
  body: RejectLandingPageRequestSchema,
  response: LandingPageSchema,
  access: access.company('retailerLike', 'landingPage'),
});
/** POST /landing-pages/{id}/reject: returned to the buyer with the note as its reason. */
export const rejectLandingPage = bindEndpoint(
  rejectLandingPageEndpoint,
  ({ send }) =>
    (id: number, note: string) =>
      send({ params: { id }, json: { note } }),
);

export const landingPageChangesEndpoint = endpoint({
  method: 'get',
  path: '/landing-pages/:id/changes',
  ...byPageId,
  response: LandingPageChangesSchema,
  access: access.company('campaignUsers', 'landingPage'),
});
/** GET /landing-pages/{id}/changes: what changed since the last approved or returned version. */
export const getLandingPageChanges = bindEndpoint(
  landingPageChangesEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

export const landingPageSasInfoEndpoint = endpoint({
  method: 'get',
  path: '/sas-info/landing-page/:id',
  ...byPageId,
  response: LandingPageSasInfoSchema,
  access: access.company('retailerStaff', 'landingPage'),
});
/** GET /sas-info/landing-page/{id} (retailer staff) */
export const getLandingPageSasInfo = bindEndpoint(
  landingPageSasInfoEndpoint,
  ({ send }) =>
    (id: number) =>
      send({ params: { id } }),
);

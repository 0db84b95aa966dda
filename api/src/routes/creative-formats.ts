import {
  CreativeFormatFilterQuerySchema,
  CreativeFormatPageSchema,
  CreativeFormatSchema,
  FormatFieldParamsSchema,
  IdParamsSchema,
  IdSchema,
  RestrictionSchema,
  RestrictionTypeQuerySchema,
  UpdateCreativeFormatRequestSchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { access } from '../access/access';
import { NotFoundError } from '../errors';
import { authOf } from '../plugins/auth';
import type { AppContext } from '../services/context';
import { filterCreativeFormats, listCreativeFormats } from '../services/creatives/formats/list-formats';
import { loadFormat } from '../services/creatives/formats/load-format';
import { updateCreativeFormat } from '../services/creatives/formats/update-format';
import { languageOf } from '../i18n/request-language';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['creative formats'];

/** Creative formats (the spec's templates): read by everyone who makes creatives, changed by administrators. */
export const creativeFormatRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/creatives/formats',
    {
      config: { access: access.shared() },
      schema: {
        tags,
        summary: 'Every creative format, by name',
        response: { 200: v.array(v.object({ id: IdSchema, name: v.string() })), ...errorResponses },
      },
    },
    async () => listCreativeFormats(ctx),
  );

  app.get(
    '/creatives/formats/filter',
    {
      config: { access: access.administrator() },
      schema: {
        tags,
        summary: 'A page of the formats whose name contains the text (administrators)',
        querystring: CreativeFormatFilterQuerySchema,
        response: { 200: CreativeFormatPageSchema, ...errorResponses },
      },
    },
    async (request) => filterCreativeFormats(ctx, request.query),
  );

  const format = async (id: number, language: ReturnType<typeof languageOf>) => {
    const found = await loadFormat(ctx.db, id, language);
    if (!found) throw new NotFoundError('creative_format_not_found');
    return found;
  };

  app.get(
    '/creatives/formats/:id',
    {
      config: { access: access.shared('everyone', { examples: { 'params.id': 'creativeFormat' } }) },
      schema: {
        tags,
        summary: 'A format with its fields, restrictions and the products that use it',
        params: IdParamsSchema,
        response: { 200: CreativeFormatSchema, ...errorResponses },
      },
    },
    async (request) => format(request.params.id, languageOf(request)),
  );

  app.put(
    '/creatives/formats/:id',
    {
      config: { access: access.administrator({ examples: { 'params.id': 'creativeFormat' } }) },
      schema: {
        tags,
        summary: "A format's name and its whole field list, in order (administrators)",
        params: IdParamsSchema,
        body: UpdateCreativeFormatRequestSchema,
        response: { 200: CreativeFormatSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateCreativeFormat(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  app.get(
    '/creatives/formats/:id/fields/:fieldId/restrictions',
    {
      config: {
        access: access.shared('everyone', {
          examples: { 'params.id': 'creativeFormat', 'params.fieldId': 'creativeFormatField' },
        }),
      },
      schema: {
        tags,
        summary: "A field's restrictions, of one type if asked",
        params: FormatFieldParamsSchema,
        querystring: RestrictionTypeQuerySchema,
        response: { 200: v.array(RestrictionSchema), ...errorResponses },
      },
    },
    async (request) => {
      const found = await format(request.params.id, languageOf(request));
      const field = found.fields.find((candidate) => candidate.id === request.params.fieldId);
      if (!field) throw new NotFoundError('creative_format_field_not_found');
      return field.restrictions.filter(
        (restriction) => !request.query.type || restriction.type === request.query.type,
      );
    },
  );
};

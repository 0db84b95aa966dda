import {
  filterCreativeFormatsEndpoint,
  getCreativeFormatEndpoint,
  getFieldRestrictionsEndpoint,
  listCreativeFormatsEndpoint,
  updateCreativeFormatEndpoint,
} from '@portal/shared-contracts';
import { NotFoundError } from '../errors';
import { authOf } from '../plugins/auth';
import {
  filterCreativeFormats,
  listCreativeFormats,
  loadFormat,
  updateCreativeFormat,
} from '../services/creatives';
import { languageOf } from '../i18n/request-language';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['creative formats'];

/** Creative formats (the spec's templates): read by everyone who makes creatives, changed by administrators. */
export default async function creativeFormatRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(app, listCreativeFormatsEndpoint, { tags, summary: 'Every creative format, by name' }, async () =>
    listCreativeFormats(ctx),
  );

  serve(
    app,
    filterCreativeFormatsEndpoint,
    { tags, summary: 'A page of the formats whose name contains the text (administrators)' },
    async (request) => filterCreativeFormats(ctx, request.query),
  );

  const format = async (id: number, language: ReturnType<typeof languageOf>) => {
    const found = await loadFormat(ctx.db, id, language);
    if (!found) throw new NotFoundError('creative_format_not_found');
    return found;
  };

  serve(
    app,
    getCreativeFormatEndpoint,
    { tags, summary: 'A format with its fields, restrictions and the products that use it' },
    async (request) => format(request.params.id, languageOf(request)),
  );

  serve(
    app,
    updateCreativeFormatEndpoint,
    { tags, summary: "A format's name and its whole field list, in order (administrators)" },
    async (request) =>
      updateCreativeFormat(ctx, authOf(request), request.params.id, request.body, languageOf(request)),
  );

  serve(
    app,
    getFieldRestrictionsEndpoint,
    { tags, summary: "A field's restrictions, of one type if asked" },
    async (request) => {
      const found = await format(request.params.id, languageOf(request));
      const field = found.fields.find((candidate) => candidate.id === request.params.fieldId);
      if (!field) throw new NotFoundError('creative_format_field_not_found');
      return field.restrictions.filter(
        (restriction) => !request.query.type || restriction.type === request.query.type,
      );
    },
  );
}

import * as v from 'valibot';
import { NamedRefSchema } from '../common/primitives';
import { SearchQuerySchema, searchParamsOf } from '../common/query';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

export const BrandSearchQuerySchema = v.object({ name: SearchQuerySchema });

export const searchBrandsEndpoint = endpoint({
  method: 'get',
  path: '/brands/search',
  query: BrandSearchQuerySchema,
  response: v.array(NamedRefSchema),
  access: access.shared(),
});
/** GET /brands/search?name: up to 20 brands whose name contains it, limited to the caller's allowed brands. */
export const searchBrands = bindEndpoint(
  searchBrandsEndpoint,
  ({ send }) =>
    (name: string) =>
      send({ searchParams: searchParamsOf({ name }) }),
);

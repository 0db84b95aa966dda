import * as v from 'valibot';
import { NamedRefSchema } from '../common/primitives';
import { SearchQuerySchema, searchParamsOf } from '../common/query';
import { call } from '../http/client';

export const BrandSearchQuerySchema = v.object({ name: SearchQuerySchema });

/** GET /brands/search?name: up to 20 brands whose name contains it, limited to the caller's allowed brands. */
export const searchBrands = (name: string) =>
  call(v.array(NamedRefSchema), 'get', '/brands/search', { searchParams: searchParamsOf({ name }) });

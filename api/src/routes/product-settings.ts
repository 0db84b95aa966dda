import {
  getProductSettingsEndpoint,
  listProductSettingsEndpoint,
  updateProductSettingsEndpoint,
} from '@portal/shared-contracts';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import { listProductSettings, loadProductSettings, updateProductSettings } from '../services/catalogue';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['catalogue administration'];

/** Product settings (spec 000 §2 "Product settings", 001 §7): the list, the detail and its save; administrators. */
export default async function productSettingsRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    listProductSettingsEndpoint,
    {
      tags,
      summary:
        "Every product, also inactive, in product-list order, its title and category in the caller's language (administrators)",
    },
    async (request) => listProductSettings(ctx.db, languageOf(request)),
  );

  serve(
    app,
    getProductSettingsEndpoint,
    { tags, summary: 'Every field of a product, with what the ad server misses (administrators)' },
    async (request) => loadProductSettings(ctx.db, request.params.id),
  );

  serve(
    app,
    updateProductSettingsEndpoint,
    { tags, summary: 'Save a product (administrators); ordered items keep their prices' },
    async (request) => updateProductSettings(ctx, authOf(request), request.params.id, request.body),
  );
}

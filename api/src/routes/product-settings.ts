import {
  ProductIdParamsSchema,
  ProductSettingsRequestSchema,
  ProductSettingsRowSchema,
  ProductSettingsSchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { access } from '../access/access';
import { languageOf } from '../i18n/request-language';
import { authOf } from '../plugins/auth';
import {
  listProductSettings,
  loadProductSettings,
} from '../services/catalogue/product-settings/load-product-settings';
import { updateProductSettings } from '../services/catalogue/product-settings/update-product-settings';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['catalogue administration'];
const settings = { 200: ProductSettingsSchema, ...errorResponses };

/** Product settings (spec 000 §2 "Product settings", 001 §7): the list, the detail and its save; administrators. */
export const productSettingsRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/product-settings',
    {
      config: { access: access.administrator() },
      schema: {
        tags,
        summary:
          "Every product, also inactive, in product-list order, its title and category in the caller's language (administrators)",
        response: { 200: v.array(ProductSettingsRowSchema), ...errorResponses },
      },
    },
    async (request) => listProductSettings(ctx.db, languageOf(request)),
  );

  app.get(
    '/products/:id/edit',
    {
      config: { access: access.administrator({ examples: { 'params.id': 'product' } }) },
      schema: {
        tags,
        summary: 'Every field of a product, with what the ad server misses (administrators)',
        params: ProductIdParamsSchema,
        response: settings,
      },
    },
    async (request) => loadProductSettings(ctx.db, request.params.id),
  );

  app.put(
    '/products/:id',
    {
      config: { access: access.administrator({ examples: { 'params.id': 'product' } }) },
      schema: {
        tags,
        summary: 'Save a product (administrators); ordered items keep their prices',
        params: ProductIdParamsSchema,
        body: ProductSettingsRequestSchema,
        response: settings,
      },
    },
    async (request) => updateProductSettings(ctx, authOf(request), request.params.id, request.body),
  );
};

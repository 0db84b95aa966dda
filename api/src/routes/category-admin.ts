import {
  CategoryPositionsRequestSchema,
  CategoryRequestSchema,
  CategoryUpdateRequestSchema,
  ProductCategoryIdParamsSchema,
  ProductCategorySchema,
} from '@portal/shared-contracts';
import * as v from 'valibot';
import { access } from '../access/access';
import { authOf } from '../plugins/auth';
import { createCategory } from '../services/catalogue/category-admin/create-category';
import { deleteCategory } from '../services/catalogue/category-admin/delete-category';
import { orderCategories } from '../services/catalogue/category-admin/order-categories';
import { updateCategory } from '../services/catalogue/category-admin/update-category';
import type { AppContext } from '../services/context';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['catalogue administration'];
const category = { 200: ProductCategorySchema, ...errorResponses };

/**
 * The product category settings (spec 000 §2 "Product categories (settings)", 001 §7 "Products and
 * categories"): create, change, delete and order the categories. Administrators only; reading them
 * is the catalogue's (routes/catalogue.ts).
 */
export const categoryAdminRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.put(
    '/categories/create',
    {
      config: { access: access.administrator() },
      schema: {
        tags,
        summary: 'A new product category, last in the product list (administrators)',
        body: CategoryRequestSchema,
        response: category,
      },
    },
    async (request) => createCategory(ctx, authOf(request), request.body),
  );

  app.put(
    '/categories/:id',
    {
      config: { access: access.administrator({ examples: { 'params.id': 'productCategory' } }) },
      schema: {
        tags,
        summary: 'Change a product category (administrators)',
        params: ProductCategoryIdParamsSchema,
        body: CategoryUpdateRequestSchema,
        response: category,
      },
    },
    async (request) => updateCategory(ctx, authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      config: { access: access.administrator({ examples: { 'params.id': 'productCategory' } }) },
      schema: {
        tags,
        summary: 'Delete a product category without products (administrators; 409 otherwise)',
        params: ProductCategoryIdParamsSchema,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteCategory(ctx, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/categories-position',
    {
      config: { access: access.administrator() },
      schema: {
        tags,
        summary: "The product list's order of categories: every category's id once (administrators)",
        body: CategoryPositionsRequestSchema,
        response: { 200: v.array(ProductCategorySchema), ...errorResponses },
      },
    },
    async (request) => orderCategories(ctx, authOf(request), request.body.productCategoriesOrder),
  );
};

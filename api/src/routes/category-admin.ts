import {
  createCategoryEndpoint,
  deleteCategoryEndpoint,
  saveCategoryPositionsEndpoint,
  updateCategoryEndpoint,
} from '@portal/shared-contracts';
import { authOf } from '../plugins/auth';
import { createCategory, deleteCategory, orderCategories, updateCategory } from '../services/catalogue';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['catalogue administration'];

/**
 * The product category settings (spec 000 §2 "Product categories (settings)", 001 §7 "Products and
 * categories"): create, change, delete and order the categories. Administrators only; reading them
 * is the catalogue's (routes/catalogue.ts).
 */
export default async function categoryAdminRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    createCategoryEndpoint,
    { tags, summary: 'A new product category, last in the product list (administrators)' },
    async (request) => createCategory(ctx, authOf(request), request.body),
  );

  serve(
    app,
    updateCategoryEndpoint,
    { tags, summary: 'Change a product category (administrators)' },
    async (request) => updateCategory(ctx, authOf(request), request.params.id, request.body),
  );

  serve(
    app,
    deleteCategoryEndpoint,
    {
      tags,
      summary: 'Delete a product category without products (administrators; 409 otherwise)',
      answerDocs: { type: 'null', description: 'Deleted' },
    },
    async (request, reply) => {
      await deleteCategory(ctx, authOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  serve(
    app,
    saveCategoryPositionsEndpoint,
    { tags, summary: "The product list's order of categories: every category's id once (administrators)" },
    async (request) => orderCategories(ctx, authOf(request), request.body.productCategoriesOrder),
  );
}

import {
  imageUrl,
  translated,
  type CategoryTranslations,
  type Product,
  type ProductVariableValue,
} from '@portal/shared-contracts';
import { and, asc, eq, exists, inArray, notExists, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  productCategories,
  products,
  productVariableValues,
  targets,
  userAllowedProductCategories,
} from '../../db/schema';
import { isRetailer, type AuthContext } from '../sessions';
import { localizedVariableValue } from './localized-variable-value';

/**
 * Who a visibility rule is for: retailer staff or not, and the user's id — a value, or a placeholder
 * of a prepared statement (the rule's shape depends only on `retailerStaff`).
 */
export interface Viewer {
  retailerStaff: boolean;
  userId: number | SQLWrapper;
}

export const viewerOf = (auth: AuthContext): Viewer => ({
  retailerStaff: isRetailer(auth.user),
  userId: auth.user.id,
});

/**
 * Which product categories a caller may order from. Retailer staff: every active category (also
 * internal ones). Buyers: active, non-internal categories, and only their allowed categories when any
 * are set (user_allowed_product_categories; none means all). An impersonated session is the buyer here.
 */
export function categoryVisibility(viewer: AuthContext | Viewer): SQL {
  const { retailerStaff, userId } = 'user' in viewer ? viewerOf(viewer) : viewer;
  const base = eq(productCategories.active, true);
  if (retailerStaff) return base;
  const allowed = userAllowedProductCategories;
  return and(
    base,
    eq(productCategories.internal, false),
    or(
      notExists(sql`(select 1 from ${allowed} where ${eq(allowed.userId, userId)})`),
      exists(
        sql`(select 1 from ${allowed} where ${and(eq(allowed.userId, userId), eq(allowed.categoryId, productCategories.id))})`,
      ),
    ),
  )!;
}

/**
 * Which products a caller may see and order: active products of the categories of
 * categoryVisibility (retailer staff: every active category; buyers: active, non-internal, allowed
 * ones). Hidden products answer 404, like other tenants' data.
 */
export function productVisibility(viewer: AuthContext | Viewer): SQL {
  return and(eq(products.active, true), categoryVisibility(viewer))!;
}

const productColumns = {
  product: products,
  category: {
    id: productCategories.id,
    title: productCategories.title,
    minDaysBeforeStartDate: productCategories.minDaysBeforeStartDate,
    domainUrl: productCategories.domainUrl,
    position: productCategories.position,
    translations: productCategories.translations,
  },
  target: { id: targets.id, name: targets.name },
};

type ProductRow = {
  product: typeof products.$inferSelect;
  category: {
    id: number;
    title: string;
    minDaysBeforeStartDate: number;
    domainUrl: string | null;
    translations: CategoryTranslations;
  };
  target: { id: number; name: string } | null;
};

function toProduct(row: ProductRow, variableValues: ProductVariableValue[], language: string): Product {
  const { product, category, target } = row;
  const title = translated(product.title, product.translations, language, 'title');
  return {
    id: product.id,
    name: product.name,
    title,
    titleOrName: title?.trim() ? title : product.name,
    description: translated(product.description, product.translations, language, 'description'),
    icon: product.icon,
    price: Number(product.price),
    minAmount: Number(product.minAmount),
    rateType: product.rateType,
    active: product.active,
    nativeFormat: product.nativeFormat,
    nativeType: product.nativeType,
    checkAvails: product.checkAvails,
    searchTool: product.searchTool,
    auction: product.auction,
    multipleVariableValues: product.multipleVariableValues,
    defaultPosEnabled: product.defaultPosEnabled,
    moreInfoUrl: product.moreInfoUrl,
    moreInfoUrlTitle: product.moreInfoUrlTitle,
    sizeExternalId: product.sizeExternalId,
    imageUrl: product.imageId === null ? null : imageUrl(product.imageId, true),
    category: {
      id: category.id,
      title: translated(category.title, category.translations, language, 'title') ?? category.title,
      minDaysBeforeStartDate: category.minDaysBeforeStartDate,
      domainUrl: category.domainUrl,
      target,
    },
    variableValues,
    hasAvailabilities: product.rateType === 'FLAT_RATE' && product.checkAvails,
  };
}

/**
 * The products the caller may see that also match `where`, in product-list order (category position,
 * product position), each with its active variable values; titles and descriptions in `language`
 * (cs, en or pl) where the catalogue has them, else in Czech.
 */
export async function loadProducts(
  db: Database | Transaction,
  auth: AuthContext,
  where?: SQL,
  language = 'cs',
): Promise<Product[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(targets, eq(targets.id, productCategories.targetId))
    .where(and(productVisibility(auth), where))
    .orderBy(
      asc(productCategories.position),
      asc(productCategories.id),
      asc(products.position),
      asc(products.id),
    );
  if (rows.length === 0) return [];
  const values = await db
    .select()
    .from(productVariableValues)
    .where(
      and(
        inArray(
          productVariableValues.productId,
          rows.map((row) => row.product.id),
        ),
        eq(productVariableValues.active, true),
      ),
    )
    .orderBy(asc(productVariableValues.position), asc(productVariableValues.id));
  return rows.map((row) =>
    toProduct(
      row,
      values
        .filter((value) => value.productId === row.product.id)
        .map(({ id, name, value, active, translations }) =>
          localizedVariableValue({ id, name, value, active }, translations, language),
        ),
      language,
    ),
  );
}

/** One product the caller may see, or undefined (the route answers 404). */
export async function loadProduct(
  db: Database | Transaction,
  auth: AuthContext,
  productId: number,
  language = 'cs',
): Promise<Product | undefined> {
  const [product] = await loadProducts(db, auth, eq(products.id, productId), language);
  return product;
}

import type { RateType } from '@portal/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { campaignItems, productCategories, products } from '../../../db/schema';
import { NotFoundError } from '../../../errors';
import { formatMoney } from '../../../services/ordering';
import type { AuthContext } from '../../../services/sessions';
import { LOCAL_AD_SERVER_PATH } from '../local-ad-server';
import { bookedLineItems } from './booked-line-items';
import { facts, html, page } from './html';
import { productLabel, RATE_TYPE_NAMES } from './line-item-pages';
import { BOOKING_COLUMN, lineItemTable, PERIOD_COLUMN } from './line-item-table';

/**
 * GET /ad-server/products/{id}: the product as the ad server sells it and its booked line items — the
 * page behind GET /sas-info/products/{id} (retailer staff: the route's access).
 */
export async function productPage(db: Executor, auth: AuthContext, productId: number): Promise<string> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new NotFoundError('product_not_found');
  const items = await bookedLineItems(db, auth, eq(campaignItems.productId, product.id));
  return page(
    `Produkt ${product.name}`,
    html`<h1>Produkt ${product.name}</h1>
      ${facts([
        ['Název v portálu', product.title ?? product.name],
        [
          'Produktová řada',
          html`<a href="${LOCAL_AD_SERVER_PATH}/product-lines/${product.categoryId}"
            >#${product.categoryId}</a
          >`,
        ],
        ['Typ ceny', RATE_TYPE_NAMES[product.rateType as RateType]],
        ['Cena', formatMoney(Number(product.price), 'cs')],
        ['ID velikosti', product.sizeExternalId === null ? '–' : String(product.sizeExternalId)],
      ])}
      <h2>Rezervované řádkové položky</h2>
      ${
        items.length === 0
          ? html`<p class="note">Žádné.</p>`
          : lineItemTable(items, [
              { label: 'Kampaň', cell: (item) => `${item.campaignName} (${item.companyName})` },
              PERIOD_COLUMN,
              BOOKING_COLUMN,
            ])
      }`,
  );
}

/** GET /ad-server/product-lines/{id}: a product category as the ad server's product line. */
export async function productLinePage(db: Executor, categoryId: number): Promise<string> {
  const [category] = await db.select().from(productCategories).where(eq(productCategories.id, categoryId));
  if (!category) throw new NotFoundError('product_category_not_found');
  const lineProducts = await db
    .select()
    .from(products)
    .where(eq(products.categoryId, category.id))
    .orderBy(asc(products.position), asc(products.id));
  return page(
    `Produktová řada ${category.title}`,
    html`<h1>Produktová řada ${category.title}</h1>
      ${facts([
        ['SAS název', category.sasName ?? '–'],
        ['Doména', category.domainUrl ?? '–'],
      ])}
      <ul>
        ${lineProducts.map(
          (product) =>
            html`<li>
              <a href="${LOCAL_AD_SERVER_PATH}/products/${product.id}">${product.name}</a> –
              ${productLabel({ productTitle: product.title, productName: product.name })}
            </li>`,
        )}
      </ul>`,
  );
}

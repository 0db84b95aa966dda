import { sql } from 'drizzle-orm';
import { products } from '../../db/schema';

/**
 * The name the portal shows for a product (in SQL, for a query that joins products): its title
 * unless blank, else its name in the ad server.
 */
export const productDisplayName = sql<string>`coalesce(nullif(btrim(${products.title}), ''), ${products.name})`;

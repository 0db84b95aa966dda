import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { creativeFieldValues, creativeFormatFields } from '../../db/schema';

/**
 * Whether the creative with this id is filled, in SQL, for reads that do not load its values: no
 * required field that counts (not converted, not product-shop-data: creativeFilled in
 * shared-contracts) is empty. test/creatives.test.ts keeps the two equal.
 */
export const creativeFilledSql = (creativeId: SQLWrapper): SQL<boolean> => sql<boolean>`not exists (
  select 1 from ${creativeFieldValues}
  join ${creativeFormatFields} on ${creativeFormatFields.id} = ${creativeFieldValues.fieldId}
  where ${creativeFieldValues.creativeId} = ${creativeId}
    and ${creativeFormatFields.required}
    and ${creativeFormatFields.convertFromId} is null
    and ${creativeFormatFields.textMediaType} is distinct from 'product-shop-data'
    and case when ${creativeFormatFields.mediaType} = 'file' then ${creativeFieldValues.fileId} is null
             else coalesce(btrim(${creativeFieldValues.text}), '') = '' end
)`;

import { useLingui } from '@lingui/react/macro';
import {
  skusOf,
  type CreativeFieldValue,
  type CreativeFile,
  type CreativeFormatField,
} from '@portal/shared-contracts/creatives';
import { Flex, Tag, Typography } from '@portal/shared-ui/components';
import { CreativeImage } from './creative-image';
import { isShopData } from './editor-model';
import { PromotedProducts } from './promoted-products';

/** One field's value as the preview shows it: the image, the SKUs as chips, the text. */
export function FieldValueView({
  field,
  text,
  file,
  thumbnail = false,
  productId,
}: {
  field: CreativeFormatField;
  text: string | null;
  file: CreativeFile | null;
  /** Small images (side-by-side comparisons). */
  thumbnail?: boolean;
  /** The product whose shop names the SKUs (the queue's review): each SKU then with its product. */
  productId?: number | undefined;
}) {
  const { t } = useLingui();
  if (isShopData(field)) return <Typography.Text type="secondary">{t`Vyplní e-shop`}</Typography.Text>;
  if (field.mediaType === 'file')
    return file ? (
      <CreativeImage file={file} alt={field.displayName} maxHeight={thumbnail ? 160 : undefined} />
    ) : (
      <Typography.Text type="secondary">{t`Nevyplněno`}</Typography.Text>
    );
  if (!text || text.trim() === '') return <Typography.Text type="secondary">{t`Nevyplněno`}</Typography.Text>;
  if (field.textMediaType === 'sku' && productId !== undefined)
    return <PromotedProducts skus={skusOf(text)} productId={productId} />;
  if (field.textMediaType === 'sku')
    return (
      <Flex gap={4} wrap>
        {skusOf(text).map((sku) => (
          <Tag key={sku}>{sku}</Tag>
        ))}
      </Flex>
    );
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</span>;
}

/**
 * A creative's (or a landing page's) parts as the preview shows them (spec 000 §2 "preview"): each field by its display
 * name, images at their own size scaled to fit, texts as written; converted fields say so.
 */
export function CreativeContent({
  fieldValues,
  label,
  productId,
}: {
  fieldValues: readonly CreativeFieldValue[];
  /** Names the list of parts; by default the creative's. */
  label?: string;
  /** The product whose shop names the SKUs of SKU fields (see FieldValueView). */
  productId?: number | undefined;
}) {
  const { t } = useLingui();
  return (
    <dl style={{ margin: 0 }} aria-label={label ?? t`Části kreativy`}>
      {fieldValues.map((value) => (
        <div key={value.id} style={{ marginBottom: 16 }} data-field-value={value.formatField.name}>
          <dt style={{ fontWeight: 500, marginBottom: 4 }}>
            {value.formatField.displayName}
            {value.formatField.convertFromId !== null && (
              <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                {' '}
                {t`(vyplněno automaticky)`}
              </Typography.Text>
            )}
          </dt>
          <dd style={{ margin: 0 }}>
            {/* A converted image repeats its source in another format: shown small. */}
            <FieldValueView
              field={value.formatField}
              text={value.text}
              file={value.file}
              thumbnail={value.formatField.convertFromId !== null}
              productId={productId}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}

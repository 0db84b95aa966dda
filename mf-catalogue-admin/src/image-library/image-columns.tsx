import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LibraryImage } from '@portal/shared-contracts/catalogue';
import { useLocale } from '@portal/shared-ui';
import { Button, Flex, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { DeleteOutlined, EditOutlined, Tooltip } from '@portal/shared-ui/form-components';
import { kilobytesOf, pixelsOf } from './image-size';

/** The list's thumbnails: small, the picker shows them at full size. */
const LIST_THUMB_SIZE = 72;

interface ColumnActions {
  onEdit: (image: LibraryImage) => void;
  onDelete: (image: LibraryImage) => void;
}

/**
 * The library's columns: thumbnail, name and file name, pixels, size in KB, the products that show
 * it, and actions. An image products show cannot be deleted (the server answers 409): its delete
 * button is off and its tooltip says why.
 */
export function useImageColumns({ onEdit, onDelete }: ColumnActions) {
  const { t } = useLingui();
  const locale = useLocale();
  const columns: TableColumnsType<LibraryImage> = [
    {
      title: t`Náhled`,
      key: 'thumb',
      width: LIST_THUMB_SIZE + 32,
      render: (_value, image) => (
        <img
          src={image.thumbUrl}
          alt={image.name}
          width={LIST_THUMB_SIZE}
          height={LIST_THUMB_SIZE}
          loading="lazy"
          style={{ display: 'block', objectFit: 'contain', border: '1px solid #f0f0f0' }}
        />
      ),
    },
    {
      title: t`Název`,
      key: 'name',
      render: (_value, image) => (
        <>
          <Typography.Text strong style={{ display: 'block' }}>
            {image.name}
          </Typography.Text>
          {image.name !== image.fileName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {image.fileName}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: t`Rozměr`, key: 'pixels', render: (_value, image) => pixelsOf(image) },
    {
      title: t`Velikost`,
      key: 'size',
      align: 'right',
      render: (_value, image) => kilobytesOf(image, locale),
    },
    { title: t`Použito v produktech`, key: 'productsCount', dataIndex: 'productsCount', align: 'right' },
    {
      title: t`Akce`,
      key: 'actions',
      align: 'right',
      width: 110,
      render: (_value, image) => {
        const name = image.name;
        const count = image.productsCount;
        const deleteTip =
          count > 0
            ? plural(count, {
                one: 'Obrázek nelze smazat, používá ho # produkt.',
                few: 'Obrázek nelze smazat, používají ho # produkty.',
                other: 'Obrázek nelze smazat, používá ho # produktů.',
              })
            : t`Smazat`;
        return (
          <Flex justify="flex-end" gap={4}>
            <Tooltip title={t`Upravit názvy a popisy`}>
              <Button
                type="text"
                aria-label={t`Upravit ${name}`}
                icon={<EditOutlined />}
                onClick={() => onEdit(image)}
              />
            </Tooltip>
            <Tooltip title={deleteTip}>
              {/* A disabled button gets no pointer events: the span keeps the tooltip. */}
              <span>
                <Button
                  type="text"
                  danger
                  disabled={count > 0}
                  aria-label={t`Smazat ${name}`}
                  icon={<DeleteOutlined />}
                  onClick={() => onDelete(image)}
                />
              </span>
            </Tooltip>
          </Flex>
        );
      },
    },
  ];
  return columns;
}

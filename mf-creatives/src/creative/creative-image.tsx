import { useLingui } from '@lingui/react/macro';
import type { CreativeFile } from '@portal/shared-contracts/creatives';
import { useLocale } from '@portal/shared-ui';
import { Typography } from '@portal/shared-ui/components';
import { formatFileSize } from '../common/format';

const isImage = (file: Pick<CreativeFile, 'contentType'>) => file.contentType.startsWith('image/');

/**
 * A file of a creative: an image at its own size, scaled down to fit the space it has (never up),
 * with its name, pixels and size under it; any other file as a link. `maxHeight` keeps thumbnails
 * of comparisons and lists small.
 */
export function CreativeImage({
  file,
  alt,
  maxHeight,
  caption = true,
}: {
  file: CreativeFile;
  alt: string;
  maxHeight?: number;
  caption?: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const size = formatFileSize(file.size, locale);
  const fileName = file.name;
  const pixels = file.width && file.height ? `${file.width} × ${file.height} px` : null;
  return (
    <figure style={{ margin: 0 }}>
      {isImage(file) ? (
        <img
          src={file.url}
          alt={alt}
          width={file.width ?? undefined}
          height={file.height ?? undefined}
          style={{
            display: 'block',
            maxWidth: '100%',
            maxHeight,
            width: 'auto',
            height: 'auto',
            objectFit: 'contain',
            border: '1px solid #f0f0f0',
            background: 'repeating-conic-gradient(#f5f5f5 0% 25%, #fff 0% 50%) 50% / 16px 16px',
          }}
        />
      ) : (
        <a href={file.url} target="_blank" rel="noopener noreferrer">
          {t`Otevřít soubor ${fileName}`}
        </a>
      )}
      {caption && (
        <figcaption>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[file.name, pixels, size].filter(Boolean).join(' · ')}
          </Typography.Text>
        </figcaption>
      )}
    </figure>
  );
}

import { useLingui } from '@lingui/react/macro';
import { IMAGE_THUMB_SIZE, type LibraryImage } from '@portal/shared-contracts/catalogue';
import { Typography } from '@portal/shared-ui/components';
import { pixelsOf } from './image-size';

interface ImageTileProps {
  image: LibraryImage;
  selected: boolean;
  onSelect: (image: LibraryImage) => void;
  /** A double click chooses at once, without the dialog's button. */
  onChoose: (image: LibraryImage) => void;
}

const SELECTED = '#1677ff';

/**
 * One image of the picker's grid: its 300×300 thumbnail (scaled down on a narrow screen, never
 * cropped), name and pixels. A toggle button, so a click, Enter or Space selects it and a screen
 * reader hears whether it is the selected one.
 */
export function ImageTile({ image, selected, onSelect, onChoose }: ImageTileProps) {
  const { t } = useLingui();
  const pixels = pixelsOf(image);
  return (
    <button
      type="button"
      // The name alone: the caption under the thumbnail would repeat it.
      aria-label={image.name}
      aria-pressed={selected}
      title={image.fileName}
      onClick={() => onSelect(image)}
      onDoubleClick={() => onChoose(image)}
      style={{
        width: IMAGE_THUMB_SIZE + 12,
        maxWidth: '100%',
        padding: 4,
        border: `2px solid ${selected ? SELECTED : '#f0f0f0'}`,
        borderRadius: 8,
        background: selected ? '#e6f4ff' : '#fff',
        boxShadow: selected ? `0 0 0 2px ${SELECTED}33` : undefined,
        cursor: 'pointer',
        textAlign: 'left',
      }}
    >
      <img
        src={image.thumbUrl}
        alt={image.name}
        width={IMAGE_THUMB_SIZE}
        height={IMAGE_THUMB_SIZE}
        loading="lazy"
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '1 / 1',
          objectFit: 'contain',
          background: 'repeating-conic-gradient(#f5f5f5 0% 25%, #fff 0% 50%) 50% / 16px 16px',
        }}
      />
      <Typography.Text strong ellipsis style={{ display: 'block', marginTop: 4 }}>
        {image.name}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {/* Said in words too: the blue frame alone does not tell everyone. */}
        {selected ? t`Vybráno · ${pixels}` : pixels}
      </Typography.Text>
    </button>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { IMAGE_PICKER_PAGE_SIZES, LibraryImage } from '@portal/shared-contracts/catalogue';
import { LiveRegion, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@portal/shared-ui';
import {
  Button,
  Empty,
  Flex,
  Input,
  ListPager,
  LoadError,
  LoadingPanel,
  SearchOutlined,
} from '@portal/shared-ui/components';
import { Modal, notification } from '@portal/shared-ui/form-components';
import { useState } from 'react';
import { ImageTile } from './image-tile';
import { ImageUploadButton } from './image-upload-button';
import { useLibraryImages, useRefreshLibraryImages } from './use-library-images';

/** The picker's page size until the user chooses another of IMAGE_PICKER_PAGE_SIZES. */
export const PICKER_DEFAULT_PAGE_SIZE: (typeof IMAGE_PICKER_PAGE_SIZES)[number] = 20;

interface ImagePickerDialogProps {
  open: boolean;
  /** The image chosen so far (selected when the dialog opens), or none. */
  selectedId: number | null;
  /** The image confirmed with Vybrat or a double click; the caller closes the dialog. */
  onPick: (image: LibraryImage) => void;
  onClose: () => void;
}

/**
 * Chooses an image of the library (spec 000 §2 "image picker": a grid of 300×300 images, 10, 20 or
 * 50 to a page): search, pages from the server, and an upload, so an administrator can add an image
 * and pick it at once. Its state starts afresh each time it opens; nothing is read while it is closed.
 */
export function ImagePickerDialog(props: ImagePickerDialogProps) {
  const { t } = useLingui();
  const [uploading, setUploading] = useState(false);
  return (
    <Modal
      open={props.open}
      title={t`Vybrat obrázek`}
      footer={null}
      // An upload under way finishes before the dialog can go (its image would be picked by no one).
      closable={!uploading}
      keyboard={!uploading}
      mask={{ closable: !uploading }}
      onCancel={props.onClose}
      destroyOnHidden
      width={1040}
    >
      {props.open && <ImagePicker {...props} uploading={uploading} onUploading={setUploading} />}
    </Modal>
  );
}

function ImagePicker({
  selectedId,
  onPick,
  onClose,
  uploading,
  onUploading,
}: ImagePickerDialogProps & { uploading: boolean; onUploading: (busy: boolean) => void }) {
  const { t } = useLingui();
  const refresh = useRefreshLibraryImages();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PICKER_DEFAULT_PAGE_SIZE);
  const [chosenId, setChosenId] = useState(selectedId);
  // The chosen image itself, so it can be picked while another page or search is shown.
  const [chosen, setChosen] = useState<LibraryImage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // A search waits until the typing settles; an emptied box (also after an upload) shows all at once.
  const search = typed ? settled : '';
  const images = useLibraryImages(search, page, pageSize);
  const items = images.data?.items ?? [];
  const total = images.data?.totalCount ?? 0;
  const picked = chosen?.id === chosenId ? chosen : (items.find((image) => image.id === chosenId) ?? null);

  const select = (image: LibraryImage) => {
    setChosenId(image.id);
    setChosen(image);
  };

  const onUploaded = (image: LibraryImage) => {
    // Newest first: the new image heads the first page of the whole library, selected.
    refresh(image, pageSize);
    setText('');
    setPage(1);
    select(image);
    const name = image.name;
    notification.success({ title: t`Obrázek nahrán`, description: image.fileName });
    setAnnouncement(t`Obrázek ${name} byl nahrán a vybrán.`);
  };

  const grid = () => {
    // Another page or search keeps the images shown until it comes (aria-busy meanwhile).
    if (!images.data)
      return images.error ? null : <LoadingPanel compact text={t`Načítání obrázků…`} width={160} />;
    if (items.length === 0)
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            search ? t`Hledanému textu neodpovídá žádný obrázek.` : t`Knihovna zatím nemá žádné obrázky.`
          }
        />
      );
    return (
      <ul
        aria-label={t`Obrázky knihovny`}
        aria-busy={images.isValidating}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {items.map((image) => (
          <li key={image.id} style={{ maxWidth: '100%' }}>
            <ImageTile image={image} selected={image.id === chosenId} onSelect={select} onChoose={onPick} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Input
          type="search"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t`Hledat podle názvu nebo souboru`}
          aria-label={t`Hledat obrázky`}
          value={text}
          style={{ maxWidth: 320 }}
          onChange={(event) => {
            setText(event.target.value);
            setPage(1);
          }}
        />
        <ImageUploadButton id="image-picker-upload" onUploaded={onUploaded} onBusy={onUploading} />
      </Flex>
      {images.error && (
        <LoadError
          title={t`Obrázky se nepodařilo načíst.`}
          error={images.error}
          onRetry={() => void images.mutate()}
        />
      )}
      <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>{grid()}</div>
      {total > 0 && (
        <ListPager
          page={page}
          size={pageSize}
          total={total}
          onPage={setPage}
          onSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose} disabled={uploading}>
          {t`Zrušit`}
        </Button>
        <Button type="primary" disabled={!picked} onClick={() => picked && onPick(picked)}>
          {t`Vybrat`}
        </Button>
      </Flex>
      <LiveRegion text={announcement} />
    </Flex>
  );
}

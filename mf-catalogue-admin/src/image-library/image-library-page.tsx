import { useLingui } from '@lingui/react/macro';
import { IMAGE_LIST_PAGE_SIZE, type LibraryImage } from '@portal/shared-contracts/catalogue';
import { Empty, LoadError, Table } from '@portal/shared-ui/components';
import { notification } from '@portal/shared-ui/form-components';
import { useEffect, useState } from 'react';
import { PageHeader, SearchBox } from '../common/page-header';
import { useImageColumns } from './image-columns';
import { ImageTextsDialog } from './image-texts-dialog';
import { ImageUploadButton } from './image-upload-button';
import { useDeleteImage } from './use-delete-image';
import { useLibraryImages, useRefreshLibraryImages } from './use-library-images';
import { useLibraryQuery } from './use-library-query';

/**
 * The administrator's image library at /settings/images (spec 000 §2 "image picker", 001 §7): the
 * images whose name or file name contains the searched text, 18 to a page from the server, newest
 * first; upload with progress, names and descriptions per language, delete of an image no product
 * shows. Page and search are in the address.
 */
export default function ImageLibraryPage() {
  const { t } = useLingui();
  const query = useLibraryQuery();
  const { page, setPage } = query;
  const images = useLibraryImages(query.search, page, IMAGE_LIST_PAGE_SIZE);
  const refresh = useRefreshLibraryImages();
  const [editing, setEditing] = useState<LibraryImage | null>(null);
  const [remove, deleteHolder] = useDeleteImage();
  const columns = useImageColumns({ onEdit: setEditing, onDelete: remove });
  const total = images.data?.totalCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / IMAGE_LIST_PAGE_SIZE));

  // Past the last page (the last image of it deleted, an old link): the last page there is.
  const pastTheEnd = images.data !== undefined && !images.isValidating && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  const onUploaded = (image: LibraryImage) => {
    notification.success({ title: t`Obrázek nahrán`, description: image.fileName });
    refresh(image, IMAGE_LIST_PAGE_SIZE);
    // Newest first: the new image is at the top of the first page of the whole library.
    query.showAll();
  };

  const onSaved = (saved: LibraryImage) => {
    notification.success({ title: t`Obrázek uložen`, description: saved.name });
    setEditing(null);
    refresh();
  };

  const emptyText =
    images.isLoading || images.error ? (
      <span />
    ) : (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          query.search ? t`Hledanému textu neodpovídá žádný obrázek.` : t`Knihovna zatím nemá žádné obrázky.`
        }
      />
    );

  return (
    <section aria-labelledby="image-library-title">
      <PageHeader id="image-library-title" title={t`Knihovna obrázků`} align="flex-start">
        <ImageUploadButton id="image-library-upload" onUploaded={onUploaded} />
      </PageHeader>
      <SearchBox
        label={t`Hledat obrázky`}
        placeholder={t`Hledat podle názvu nebo souboru`}
        value={query.text}
        style={{ marginBottom: 16 }}
        onChange={query.setText}
      />
      {images.error && (
        <div style={{ marginBottom: 16 }}>
          <LoadError
            title={t`Obrázky se nepodařilo načíst.`}
            error={images.error}
            onRetry={() => void images.mutate()}
          />
        </div>
      )}
      <Table<LibraryImage>
        rowKey="id"
        aria-label={t`Knihovna obrázků`}
        columns={columns}
        dataSource={images.data?.items ?? []}
        loading={images.isLoading || images.isValidating}
        pagination={{
          current: Math.min(page, lastPage),
          pageSize: IMAGE_LIST_PAGE_SIZE,
          total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        scroll={{ x: 800 }}
        locale={{ emptyText }}
      />
      {editing && <ImageTextsDialog image={editing} onClose={() => setEditing(null)} onSaved={onSaved} />}
      {deleteHolder}
    </section>
  );
}

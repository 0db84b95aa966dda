import { useLingui } from '@lingui/react/macro';
import { CREATIVE_FORMAT_PAGE_SIZE, type CreativeFormatSummary } from '@portal/shared-contracts/creatives';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@portal/shared-ui';
import { Empty, LoadError, Table } from '@portal/shared-ui/components';
import { useNavigate } from '@portal/shared-ui/router';
import { useState } from 'react';
import { PageHeader, SearchBox } from '../common/page-header';
import { useCreativeFormatColumns } from './creative-format-columns';
import { creativeFormatPath } from './creative-format-path';
import { useCreativeFormatPage } from './use-creative-formats';

/**
 * The administrator's creative formats (the spec's templates) at /settings/templates (spec 000 §2
 * "Creative formats"): the formats whose name contains the searched text (it waits 500 ms), 20 to a
 * page from the server, each opening its detail.
 */
export default function CreativeFormatsPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const formats = useCreativeFormatPage(search, page);
  const columns = useCreativeFormatColumns({
    onEdit: (format) => void navigate(creativeFormatPath(format.id)),
  });
  const emptyText =
    formats.isLoading || formats.error ? (
      <span />
    ) : (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          search ? t`Hledanému textu neodpovídá žádný formát.` : t`Zatím tu nejsou žádné formáty kreativ.`
        }
      />
    );

  return (
    <section aria-labelledby="creative-formats-title">
      <PageHeader id="creative-formats-title" title={t`Formáty kreativ`}>
        <SearchBox
          label={t`Hledat formáty`}
          placeholder={t`Hledat podle názvu`}
          value={text}
          onChange={(typed) => {
            setText(typed);
            setPage(1);
          }}
        />
      </PageHeader>
      {formats.error && (
        <div style={{ marginBottom: 16 }}>
          <LoadError
            title={t`Formáty kreativ se nepodařilo načíst.`}
            error={formats.error}
            onRetry={() => void formats.mutate()}
          />
        </div>
      )}
      <Table<CreativeFormatSummary>
        rowKey="id"
        aria-label={t`Formáty kreativ`}
        columns={columns}
        dataSource={formats.data?.items ?? []}
        loading={formats.isLoading || formats.isValidating}
        pagination={{
          current: page,
          pageSize: CREATIVE_FORMAT_PAGE_SIZE,
          total: formats.data?.totalCount ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        locale={{ emptyText }}
      />
    </section>
  );
}

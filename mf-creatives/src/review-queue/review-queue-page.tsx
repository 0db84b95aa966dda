import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { reviewQueueChanged } from '@portal/shared-contracts/core';
import {
  bulkApproveReviewQueue,
  REVIEW_QUEUE_BULK_MAX,
  REVIEW_QUEUE_KINDS,
  type ReviewQueueEntry,
  type ReviewQueueKind,
} from '@portal/shared-contracts/landing-pages';
import { formatDateTime, useErrorText } from '@portal/shared-ui';
import {
  Button,
  EmptyState,
  Flex,
  PageTitle,
  Select,
  ServerList,
  Tag,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui/components';
import { notification, useConfirm } from '@portal/shared-ui/form-components';
import { Link, useNavigate } from '@portal/shared-ui/router';
import { useState } from 'react';
import { CompanyFilter } from './company-filter';
import { ItemsCell } from './items-cell';
import { reviewLink } from './queue-link';
import { KIND_COLORS, KIND_LABELS } from './queue-texts';
import { StartCell } from './start-cell';
import { useQueuePage } from './use-queue-page';

const refKey = (entry: { kind: ReviewQueueKind; id: number }) => `${entry.kind}:${entry.id}`;

/**
 * The retailer's review queue (/review-queue): everything waiting for approval — creatives, item
 * zips and landing pages — oldest first, with company, campaign, item, start and how many days
 * remain; filtered by kind and company, paged on the server, the filters and page size kept per
 * route and in the address. A row opens its review (the entry's own page, in preview, which moves
 * on to the next waiting entry after a decision); selected rows are approved at once.
 */
export default function ReviewQueuePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [confirm, holder] = useConfirm();
  const queue = useQueuePage();
  const [selected, setSelected] = useState<string[]>([]);
  const { filters, data } = queue;
  const linkFilters = { kind: filters.kind, companyId: filters.company?.id ?? null };
  const entries = data?.items ?? [];
  const chosen = entries.filter((entry) => selected.includes(refKey(entry)));
  const chosenCount = chosen.length;

  const approveSelected = () => {
    const count = chosen.length;
    confirm({
      title: t`Schválit vybrané?`,
      question: plural(count, {
        one: 'Schválíte # vybranou položku fronty. Kampaně s ní se připraví ke spuštění.',
        few: 'Schválíte # vybrané položky fronty. Kampaně s nimi se připraví ke spuštění.',
        other: 'Schválíte # vybraných položek fronty. Kampaně s nimi se připraví ke spuštění.',
      }),
      okText: t`Schválit`,
      onConfirm: async () => {
        try {
          const result = await bulkApproveReviewQueue({
            entries: chosen.map(({ kind, id }) => ({ kind, id })),
          });
          const approved = result.approved.length;
          if (approved > 0) {
            // The header's counter follows at once: the queue's address does not change.
            reviewQueueChanged();
            notification.success({
              title: plural(approved, {
                one: 'Schválena # položka',
                few: 'Schváleny # položky',
                other: 'Schváleno # položek',
              }),
            });
          }
          if (result.failed.length > 0)
            notification.warning({
              title: plural(result.failed.length, {
                one: '# položku nešlo schválit',
                few: '# položky nešlo schválit',
                other: '# položek nešlo schválit',
              }),
              description: (
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {result.failed.map((failure) => {
                    const entry = entries.find((candidate) => refKey(candidate) === refKey(failure));
                    return (
                      <li key={refKey(failure)}>
                        {entry?.name ?? refKey(failure)}: {failure.message}
                      </li>
                    );
                  })}
                </ul>
              ),
              duration: 0,
            });
          setSelected([]);
          queue.reload();
          return null;
        } catch (caught) {
          return errorText(caught);
        }
      },
    });
  };

  const columns: TableColumnsType<ReviewQueueEntry> = [
    {
      title: t`Druh`,
      key: 'kind',
      render: (_value, entry) => <Tag color={KIND_COLORS[entry.kind]}>{i18n._(KIND_LABELS[entry.kind])}</Tag>,
    },
    {
      title: t`Název`,
      key: 'name',
      render: (_value, entry) => {
        const link = reviewLink(entry, linkFilters);
        return (
          <Flex vertical gap={2}>
            {link ? (
              <Link to={link}>
                <Typography.Text strong>{entry.name}</Typography.Text>
              </Link>
            ) : (
              <Typography.Text strong>{entry.name}</Typography.Text>
            )}
            {entry.zipFileName && <Typography.Text type="secondary">{entry.zipFileName}</Typography.Text>}
            {entry.target && <Typography.Text type="secondary">{entry.target.name}</Typography.Text>}
          </Flex>
        );
      },
    },
    { title: t`Společnost`, key: 'company', render: (_value, entry) => entry.company.name },
    {
      title: t`Kampaň a položka`,
      key: 'items',
      render: (_value, entry) => <ItemsCell items={entry.items} />,
    },
    { title: t`Začátek`, key: 'start', render: (_value, entry) => <StartCell items={entry.items} /> },
    {
      title: t`Čeká od`,
      key: 'waitingSince',
      render: (_value, entry) => formatDateTime(entry.waitingSince),
    },
    {
      title: t`Akce`,
      key: 'actions',
      align: 'right',
      render: (_value, entry) => {
        const link = reviewLink(entry, linkFilters);
        const name = entry.name;
        return (
          <Button
            disabled={!link}
            title={link ? undefined : t`Kreativa není přiřazena žádné položce.`}
            aria-label={t`Zkontrolovat ${name}`}
            onClick={() => link && void navigate(link)}
          >
            {t`Zkontrolovat`}
          </Button>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="review-queue-title">
      {holder}
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="baseline" gap={12} wrap>
          <PageTitle id="review-queue-title" style={{ margin: 0 }}>
            <Trans>Ke schválení</Trans>
          </PageTitle>
          {data !== undefined && (
            <Typography.Text type="secondary" data-testid="review-queue-total">
              {plural(data.totalCount, {
                one: 'Čeká # položka',
                few: 'Čekají # položky',
                other: 'Čeká # položek',
              })}
            </Typography.Text>
          )}
        </Flex>
        <Button type="primary" disabled={chosen.length === 0} onClick={approveSelected}>
          {t`Schválit vybrané (${chosenCount})`}
        </Button>
      </Flex>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }} role="search">
        <Select<ReviewQueueKind>
          aria-label={t`Druh`}
          placeholder={t`Všechny druhy`}
          allowClear
          style={{ minWidth: 220 }}
          value={filters.kind ?? undefined}
          onChange={(kind) => {
            setSelected([]);
            queue.setFilters({ ...filters, kind: kind ?? null });
          }}
          options={REVIEW_QUEUE_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) }))}
        />
        <CompanyFilter
          value={filters.company}
          onChange={(company) => {
            setSelected([]);
            queue.setFilters({ ...filters, company });
          }}
        />
      </Flex>
      <ServerList<ReviewQueueEntry>
        label={t`Ke schválení`}
        columns={columns}
        rows={entries}
        total={data?.totalCount}
        // A new page or size shows other entries: what was chosen on this one is dropped.
        list={{
          ...queue,
          setPage: (page) => {
            setSelected([]);
            queue.setPage(page);
          },
          setSize: (size) => {
            setSelected([]);
            queue.setSize(size);
          },
        }}
        rowKey={refKey}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected((keys as string[]).slice(0, REVIEW_QUEUE_BULK_MAX)),
          getCheckboxProps: (entry) => {
            const name = entry.name;
            return { 'aria-label': t`Vybrat ${name}` };
          },
        }}
        emptyText={
          <EmptyState>
            <Typography.Text type="secondary">{t`Nic nečeká na schválení.`}</Typography.Text>
          </EmptyState>
        }
      />
    </section>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { filterVendors, type VendorListRow } from '@portal/shared-contracts/users';
import { formatMoney, formatNumber, useLocale, useServerList } from '@portal/shared-ui';
import {
  EmptyState,
  Flex,
  PageTitle,
  SearchFilter,
  ServerList,
  Tag,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui/components';
import { Link } from '@portal/shared-ui/router';

/** The list's filters as the list state keeps them (address and local storage, per route). */
export interface VendorListFilters {
  search: string;
}

export const EMPTY_VENDOR_FILTERS: VendorListFilters = { search: '' };

/**
 * The vendor list at /vendors (spec 000 §2 vendorList; retailer staff, not in the menu): the vendor
 * companies by name, searched on the server (500 ms debounce, without regard to case and accents) and
 * paged there (10, 20 or 50; page, size and search kept per route in the address and in local
 * storage), with each one's users, active campaigns and spend this year. A name opens the vendor's
 * detail.
 */
export default function VendorListPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const list = useServerList({
    filters: EMPTY_VENDOR_FILTERS,
    query: ({ offset, size, filters }) => ({ firstResult: offset, maxResults: size, search: filters.search }),
    load: (query, signal) => filterVendors(query, { signal }),
  });
  const { filters, data } = list;
  const year = data?.year;

  const columns: TableColumnsType<VendorListRow> = [
    {
      title: t`Název`,
      key: 'name',
      render: (_value, row) => (
        <Flex gap={8} align="center" wrap>
          <Link to={`/vendors/${row.id}`}>
            <Typography.Text strong>{row.name}</Typography.Text>
          </Link>
          {!row.active && <Tag color="red">{t`Neaktivní`}</Tag>}
        </Flex>
      ),
    },
    {
      title: t`Uživatelé`,
      key: 'usersCount',
      align: 'right',
      render: (_value, row) => formatNumber(row.usersCount, locale),
    },
    {
      title: t`Aktivní kampaně`,
      key: 'activeCampaignsCount',
      align: 'right',
      render: (_value, row) => formatNumber(row.activeCampaignsCount, locale),
    },
    {
      title: year === undefined ? t`Útrata letos` : t`Útrata v roce ${year}`,
      key: 'spendThisYear',
      align: 'right',
      render: (_value, row) => formatMoney(row.spendThisYear, locale),
    },
  ];

  return (
    <section aria-labelledby="vendor-list-title">
      <Flex align="baseline" gap={12} wrap style={{ marginBottom: 16 }}>
        <PageTitle id="vendor-list-title" style={{ margin: 0 }}>
          <Trans>Dodavatelé</Trans>
        </PageTitle>
        {data !== undefined && (
          <Typography.Text type="secondary" data-testid="vendors-total" aria-live="polite">
            {plural(data.totalCount, {
              one: 'Nalezen # dodavatel',
              few: 'Nalezeni # dodavatelé',
              other: 'Nalezeno # dodavatelů',
            })}
          </Typography.Text>
        )}
      </Flex>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }} role="search">
        <SearchFilter
          value={filters.search}
          onChange={(search) => list.setFilters({ ...filters, search })}
          placeholder={t`Hledat dodavatele`}
          width={280}
        />
      </Flex>
      <ServerList<VendorListRow>
        label={t`Dodavatelé`}
        columns={columns}
        rows={data?.items}
        total={data?.totalCount}
        list={list}
        minWidth={720}
        emptyText={
          <EmptyState>
            {filters.search ? t`Hledání neodpovídá žádný dodavatel.` : t`Zatím tu není žádný dodavatel.`}
          </EmptyState>
        }
      />
      {year !== undefined && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {t`Útrata je cena položek kampaní, které začínají v roce ${year} (podle českého času), bez zrušených kampaní. Aktivní kampaně jsou všechny kromě ukončených a zrušených.`}
        </Typography.Paragraph>
      )}
    </section>
  );
}

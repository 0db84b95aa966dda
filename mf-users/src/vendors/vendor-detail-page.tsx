import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import {
  getVendor,
  type VendorAgency,
  type VendorCampaign,
  type VendorContact,
  type VendorDetail,
  type VendorUser,
} from '@portal/shared-contracts/users';
import { formatDate, formatMoney, formatNumber, parseRouteId, useLocale } from '@portal/shared-ui';
import {
  EmptyState,
  Flex,
  LoadError,
  LoadingPanel,
  PageTitle,
  StatusPanel,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui/components';
import { Descriptions, LeftOutlined } from '@portal/shared-ui/form-components';
import { Link, useParams } from '@portal/shared-ui/router';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { roleLabel } from '../common/roles';
import { LoginAsButton } from '../users/login-as-button';

/**
 * A vendor's detail at /vendors/{companyId} (spec 000 §2 vendorDetail; retailer staff): the list's
 * figures, its users (each to their user detail, with "log in as" where the user list offers it), its
 * contacts, the brands its campaigns promote, the agencies acting for it and its newest campaigns
 * (each to the campaign detail). Read again on a language switch (the campaigns' state names come
 * from the API in the user's language).
 */
export default function VendorDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { companyId } = useParams();
  const id = parseRouteId(companyId);
  const vendor = useSWR(id ? ['vendors', id, locale] : null, () => getVendor(id!), {
    revalidateOnFocus: false,
  });

  const back = (
    <Link to="/vendors">
      <LeftOutlined /> {t`Zpět na dodavatele`}
    </Link>
  );
  if (id === null || (isApiError(vendor.error) && vendor.error.status === 404)) {
    return (
      <StatusPanel
        code="404"
        tone="warning"
        title={t`Dodavatel nebyl nalezen`}
        text={t`Společnost neexistuje nebo není dodavatelem.`}
        action={back}
      />
    );
  }
  if (vendor.error && !vendor.data) {
    return (
      <LoadError
        title={t`Dodavatele se nepodařilo načíst`}
        error={vendor.error}
        onRetry={() => void vendor.mutate()}
      />
    );
  }
  if (!vendor.data) return <LoadingPanel text={t`Načítání dodavatele…`} width={180} />;
  return <VendorView vendor={vendor.data} back={back} />;
}

function VendorView({ vendor, back }: { vendor: VendorDetail; back: ReactNode }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <section aria-labelledby="vendor-detail-title">
      {back}
      <Flex align="center" gap={12} wrap style={{ margin: '8px 0 16px' }}>
        <PageTitle id="vendor-detail-title" style={{ margin: 0 }}>
          {vendor.name}
        </PageTitle>
        <Tag>{t`Dodavatel`}</Tag>
        {!vendor.active && <Tag color="red">{t`Neaktivní`}</Tag>}
      </Flex>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 4 }}
        size="small"
        style={{ marginBottom: 24, maxWidth: 1100 }}
        items={[
          { key: 'registration', label: t`IČO`, children: vendor.registrationNumber ?? '–' },
          { key: 'users', label: t`Uživatelé`, children: formatNumber(vendor.usersCount, locale) },
          {
            key: 'campaigns',
            label: t`Aktivní kampaně`,
            children: formatNumber(vendor.activeCampaignsCount, locale),
          },
          {
            key: 'spend',
            label: t`Útrata letos`,
            children: formatMoney(vendor.spendThisYear, locale),
          },
        ]}
      />
      <VendorUsers users={vendor.users} />
      <VendorContacts contacts={vendor.contacts} />
      <VendorBrands vendor={vendor} />
      <VendorAgencies agencies={vendor.agencies} />
      <VendorCampaigns vendor={vendor} />
    </section>
  );
}

/** A part of the detail: a third-level heading and what is under it. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 32 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function VendorUsers({ users }: { users: VendorUser[] }) {
  const { t, i18n } = useLingui();
  const columns: TableColumnsType<VendorUser> = [
    {
      title: t`Jméno`,
      key: 'name',
      render: (_value, row) => (
        <Flex gap={8} align="center" wrap>
          <Link to={`/settings/users/${row.id}`}>{row.name}</Link>
          {!row.active && <Tag color="red">{t`Deaktivovaný`}</Tag>}
        </Flex>
      ),
    },
    { title: t`E-mail`, key: 'email', dataIndex: 'email' },
    {
      title: t`Role`,
      key: 'roles',
      render: (_value, row) => row.roles.map((role) => roleLabel(i18n, role)).join(', '),
    },
    {
      title: t`Aktivní storefront`,
      key: 'storefrontActive',
      align: 'center',
      render: (_value, row) =>
        row.storefrontActive ? <Tag color="green">{t`Ano`}</Tag> : <Tag>{t`Ne`}</Tag>,
    },
    {
      title: t`Povolené značky`,
      key: 'allowedBrands',
      render: (_value, row) =>
        row.allowedBrands.length === 0 ? (
          <Typography.Text type="secondary">{t`Všechny`}</Typography.Text>
        ) : (
          row.allowedBrands.map((brand) => brand.name).join(', ')
        ),
    },
    {
      title: t`Akce`,
      key: 'actions',
      align: 'right',
      render: (_value, row) => <LoginAsButton user={row} />,
    },
  ];
  return (
    <Part id="vendor-users-title" title={t`Uživatelé`}>
      <Table<VendorUser>
        rowKey="id"
        aria-label={t`Uživatelé`}
        columns={columns}
        dataSource={users}
        pagination={false}
        size="small"
        scroll={{ x: 800 }}
        locale={{ emptyText: <EmptyState>{t`Dodavatel nemá žádné uživatele.`}</EmptyState> }}
      />
    </Part>
  );
}

function VendorContacts({ contacts }: { contacts: VendorContact[] }) {
  const { t } = useLingui();
  const columns: TableColumnsType<VendorContact> = [
    { title: t`Jméno`, key: 'name', dataIndex: 'name' },
    {
      title: t`E-mail`,
      key: 'email',
      render: (_value, row) => <a href={`mailto:${row.email}`}>{row.email}</a>,
    },
    { title: t`Telefon`, key: 'phone', render: (_value, row) => row.phone ?? '–' },
    { title: t`Obchodník`, key: 'salesPerson', render: (_value, row) => row.salesPerson?.name ?? '–' },
  ];
  return (
    <Part id="vendor-contacts-title" title={t`Kontakty`}>
      <Table<VendorContact>
        rowKey="id"
        aria-label={t`Kontakty`}
        columns={columns}
        dataSource={contacts}
        pagination={false}
        size="small"
        scroll={{ x: 640 }}
        locale={{ emptyText: <EmptyState>{t`Dodavatel nemá žádný aktivní kontakt.`}</EmptyState> }}
      />
    </Part>
  );
}

function VendorBrands({ vendor }: { vendor: VendorDetail }) {
  const { t } = useLingui();
  return (
    <Part id="vendor-brands-title" title={t`Značky`}>
      <Typography.Paragraph type="secondary">
        {t`Značky produktů, které propagují položky kampaní dodavatele.`}
      </Typography.Paragraph>
      {vendor.brands.length === 0 ? (
        <Typography.Text type="secondary">{t`Kampaně dodavatele zatím nepropagují žádnou značku.`}</Typography.Text>
      ) : (
        <ul
          aria-labelledby="vendor-brands-title"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 0, listStyle: 'none' }}
        >
          {vendor.brands.map((brand) => (
            <li key={brand.id}>
              <Tag>
                {brand.name}{' '}
                <Typography.Text type="secondary">
                  (
                  {plural(brand.itemsCount, {
                    one: '# položka',
                    few: '# položky',
                    other: '# položek',
                  })}
                  )
                </Typography.Text>
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

function VendorAgencies({ agencies }: { agencies: VendorAgency[] }) {
  const { t } = useLingui();
  return (
    <Part id="vendor-agencies-title" title={t`Agentury`}>
      {agencies.length === 0 ? (
        <Typography.Text type="secondary">{t`Za dodavatele nejedná žádná agentura.`}</Typography.Text>
      ) : (
        <ul aria-labelledby="vendor-agencies-title" style={{ paddingInlineStart: 20, margin: 0 }}>
          {agencies.map((agency) => {
            const people = agency.people.map((person) => person.name).join(', ');
            return (
              <li key={agency.id}>
                <Typography.Text strong>{agency.name}</Typography.Text>
                {agency.people.length > 0 && (
                  <Typography.Text type="secondary">{` – ${t`objednává: ${people}`}`}</Typography.Text>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Part>
  );
}

function VendorCampaigns({ vendor }: { vendor: VendorDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const columns: TableColumnsType<VendorCampaign> = [
    {
      title: t`Název`,
      key: 'name',
      render: (_value, row) => <Link to={`/campaigns/${row.id}`}>{row.name}</Link>,
    },
    { title: t`Stav`, key: 'state', render: (_value, row) => row.state.name },
    {
      title: t`Období`,
      key: 'period',
      render: (_value, row) =>
        row.startDate ? `${formatDate(row.startDate)} – ${formatDate(row.endDate)}` : '–',
    },
    { title: t`Agentura`, key: 'agency', render: (_value, row) => row.agency?.name ?? '–' },
    {
      title: t`Cena`,
      key: 'totalPrice',
      align: 'right',
      render: (_value, row) => formatMoney(row.totalPrice, locale),
    },
  ];
  const shown = vendor.campaigns.length;
  const total = vendor.campaignsCount;
  const allCampaigns = `/campaigns?filters=${encodeURIComponent(JSON.stringify({ companies: [vendor.id] }))}`;
  return (
    <Part id="vendor-campaigns-title" title={t`Kampaně`}>
      <Table<VendorCampaign>
        rowKey="id"
        aria-label={t`Kampaně`}
        columns={columns}
        dataSource={vendor.campaigns}
        pagination={false}
        size="small"
        scroll={{ x: 800 }}
        locale={{ emptyText: <EmptyState>{t`Dodavatel zatím nemá žádnou kampaň.`}</EmptyState> }}
      />
      {total > 0 && (
        <Flex gap={12} wrap style={{ marginTop: 8 }}>
          {shown < total && (
            <Typography.Text type="secondary">{t`Zobrazeno ${shown} nejnovějších z ${total}.`}</Typography.Text>
          )}
          <Link to={allCampaigns}>{t`Všechny kampaně dodavatele v seznamu kampaní`}</Link>
        </Flex>
      )}
    </Part>
  );
}

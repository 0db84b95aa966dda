import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserRole } from '@portal/shared-contracts/core';
import { filterUsers, type UserListRow } from '@portal/shared-contracts/users';
import { formatNumber, useCurrentUser, useLocale, useServerList } from '@portal/shared-ui';
import {
  Button,
  Flex,
  PageTitle,
  SearchFilter,
  Select,
  ServerList,
  Tag,
  Typography,
  type TableColumnsType,
} from '@portal/shared-ui/components';
import { EditOutlined, Tooltip, UserAddOutlined } from '@portal/shared-ui/form-components';
import { Link, useNavigate } from '@portal/shared-ui/router';
import { lazy, Suspense, useState } from 'react';
import { isRetailerStaff, roleLabel } from '../common/roles';
import { LoginAsButton } from './login-as-button';

// The dialog loads when "Invite a user" is first pressed, not with the list.
const InviteUserDialog = lazy(() =>
  import('./invite-user-dialog').then((module) => ({ default: module.InviteUserDialog })),
);

/** The list's filters as the list state keeps them (address and local storage, per route). */
export interface UserListFilters {
  search: string;
  role: UserRole | null;
}

export const EMPTY_FILTERS: UserListFilters = { search: '', role: null };

/** Spec 000 §2: the role filter offers Agency and Vendor. */
const FILTER_ROLES: UserRole[] = ['agency', 'vendor'];

/**
 * The user list (spec 000 §2 "Users (settings)"): search (500 ms debounce) over name, e-mail and
 * company, the role filter, and per user the name, e-mail, first role, company, storefront-active
 * flag, edit and log in as user. Page size and filters are kept per route (local storage) and in the
 * address. Retailer staff also invite users.
 */
export default function UserListPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const user = useCurrentUser()!;
  const navigate = useNavigate();
  const list = useServerList({
    filters: EMPTY_FILTERS,
    query: ({ offset, size, filters }) => ({
      firstResult: offset,
      maxResults: size,
      search: filters.search,
      userRole: filters.role,
    }),
    load: (query, signal) => filterUsers(query, { signal }),
  });
  const [inviting, setInviting] = useState(false);
  const { filters } = list;
  const staff = isRetailerStaff(user);

  const columns: TableColumnsType<UserListRow> = [
    {
      title: t`Jméno`,
      key: 'name',
      render: (_value, row) => (
        <Flex gap={8} align="center" wrap>
          <Link to={`/settings/users/${row.id}`}>
            <Typography.Text strong>{row.name}</Typography.Text>
          </Link>
          {!row.active && <Tag color="red">{t`Deaktivovaný`}</Tag>}
        </Flex>
      ),
    },
    { title: t`E-mail`, key: 'email', dataIndex: 'email' },
    { title: t`Role`, key: 'role', render: (_value, row) => roleLabel(i18n, row.firstRole) },
    { title: t`Společnost`, key: 'company', render: (_value, row) => row.company?.name ?? '–' },
    {
      title: t`Aktivní storefront`,
      key: 'storefrontActive',
      align: 'center',
      render: (_value, row) =>
        row.storefrontActive ? <Tag color="green">{t`Ano`}</Tag> : <Tag>{t`Ne`}</Tag>,
    },
    {
      title: t`Akce`,
      key: 'actions',
      align: 'right',
      render: (_value, row) => {
        const name = row.name;
        return (
          <Flex justify="flex-end" gap={4}>
            <Tooltip title={t`Upravit`}>
              <Button
                type="text"
                aria-label={t`Upravit ${name}`}
                icon={<EditOutlined />}
                onClick={() => navigate(`/settings/users/${row.id}`)}
              />
            </Tooltip>
            {staff && <LoginAsButton user={row} />}
          </Flex>
        );
      },
    },
  ];

  const data = list.data;
  return (
    <section aria-labelledby="user-list-title">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="baseline" gap={12} wrap>
          <PageTitle id="user-list-title" style={{ margin: 0 }}>
            <Trans>Uživatelé</Trans>
          </PageTitle>
          {data !== undefined && (
            <Typography.Text type="secondary" data-testid="users-total">
              {data.totalCapped
                ? t`Nalezeno více než ${formatNumber(data.totalCount, locale)} uživatelů`
                : plural(data.totalCount, {
                    one: 'Nalezen # uživatel',
                    few: 'Nalezeni # uživatelé',
                    other: 'Nalezeno # uživatelů',
                  })}
            </Typography.Text>
          )}
        </Flex>
        {staff && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            <Trans>Pozvat uživatele</Trans>
          </Button>
        )}
      </Flex>
      {inviting && (
        <Suspense fallback={null}>
          <InviteUserDialog
            open
            onClose={() => setInviting(false)}
            onInvited={(invited) => navigate(`/settings/users/${invited.id}`)}
          />
        </Suspense>
      )}
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }} role="search">
        <SearchFilter
          value={filters.search}
          onChange={(search) => list.setFilters({ ...filters, search })}
          placeholder={t`Hledat jméno, e-mail nebo společnost`}
          width={280}
        />
        <Select<UserRole>
          aria-label={t`Role`}
          placeholder={t`Role`}
          allowClear
          style={{ minWidth: 180 }}
          value={filters.role ?? undefined}
          onChange={(role) => list.setFilters({ ...filters, role: role ?? null })}
          options={FILTER_ROLES.map((role) => ({ value: role, label: roleLabel(i18n, role) }))}
        />
      </Flex>
      <ServerList<UserListRow>
        label={t`Uživatelé`}
        columns={columns}
        rows={data?.items}
        total={data?.totalCount}
        list={list}
        minWidth={900}
      />
    </section>
  );
}

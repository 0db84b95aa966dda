import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import { getUserEdit } from '@portal/shared-contracts/users';
import { StatusPanel } from '@portal/shared-ui/components';
import { Link, useParams } from '@portal/shared-ui/router';
import useSWR from 'swr';
import { LoadError, LoadingPanel } from '../common/load-state';
import { parseRouteId } from '../common/route-id';
import { UserForm } from './user-form';

/**
 * The user detail at /settings/users/{userId} (spec 000 §2 "User detail"): the user's company and
 * e-mail, the form (storefront active, sales persons, agencies, vendor companies, allowed brands and
 * categories), deactivating and reactivating, and what retailers did while logged in as the user.
 */
export default function UserDetailPage() {
  const { t } = useLingui();
  const { userId } = useParams();
  const id = parseRouteId(userId);
  const edit = useSWR(id ? ['users/edit', id] : null, () => getUserEdit(id!), {
    revalidateOnFocus: false,
  });

  const notFound = id === null || (isApiError(edit.error) && edit.error.status === 404);
  if (notFound) {
    return (
      <StatusPanel
        code="404"
        tone="warning"
        title={t`Uživatel nebyl nalezen`}
        text={t`Uživatel neexistuje nebo ho nespravujete.`}
        action={<Link to="/settings/users">{t`Zpět na uživatele`}</Link>}
      />
    );
  }
  if (edit.error && !edit.data) {
    return (
      <LoadError
        title={t`Uživatele se nepodařilo načíst`}
        error={edit.error}
        onRetry={() => void edit.mutate()}
      />
    );
  }
  if (!edit.data) return <LoadingPanel />;
  // A new form per loaded user: its fields start from what was loaded.
  return (
    <UserForm
      key={edit.data.user.id}
      edit={edit.data}
      onChanged={(user) => void edit.mutate({ ...edit.data!, user }, { revalidate: false })}
    />
  );
}

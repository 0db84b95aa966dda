import { useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/shared-contracts/core';
import { getUserEdit, type UserEdit } from '@portal/shared-contracts/users';
import { parseRouteId, useLocale } from '@portal/shared-ui';
import { LoadError, LoadingPanel, StatusPanel } from '@portal/shared-ui/components';
import { Link, useParams } from '@portal/shared-ui/router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { UserForm } from './user-form';

/** Visits of a user detail so far: each reads the user for itself (below). */
let visits = 0;

/**
 * The user detail at /settings/users/{userId} (spec 000 §2 "User detail"): the user's company and
 * e-mail, the form (storefront active, sales persons, agencies, vendor companies, allowed brands and
 * categories), deactivating and reactivating, and what retailers did while logged in as the user.
 */
export default function UserDetailPage() {
  const { t } = useLingui();
  const { userId } = useParams();
  const id = parseRouteId(userId);
  // Each visit reads the user anew instead of starting the form from a read cached by an earlier
  // visit: someone (the viewer too) may have saved the user since, and a save from that read would be
  // refused as an edit conflict. The read is dropped from the cache when the visit ends.
  const { cache } = useSWRConfig();
  const [visit] = useState(() => (visits += 1));
  const key = id ? `users/edit/${id}/${visit}` : null;
  useEffect(() => () => void (key && cache.delete(key)), [cache, key]);
  const edit = useSWR(key, () => getUserEdit(id!), { revalidateOnFocus: false });
  // Raised by reading the user again after an edit conflict: the form starts anew from that read.
  const [reads, setReads] = useState(0);
  useCatalogueTextsIn(useLocale(), edit.data, (renamed) => void edit.mutate(renamed, { revalidate: false }));
  const reload = async () => {
    const fresh = await getUserEdit(id!);
    await edit.mutate(fresh, { revalidate: false });
    setReads((count) => count + 1);
  };

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
  // A new form per loaded user and per reading again: its fields start from what was read.
  return (
    <UserForm
      key={`${edit.data.user.id}:${reads}`}
      edit={edit.data}
      onChanged={(user) => void edit.mutate({ ...edit.data!, user }, { revalidate: false })}
      onReload={reload}
    />
  );
}

/**
 * The catalogue texts of the form (the product categories' titles) come from the API in the UI's
 * language (issue 31). After a switch of language they are read again and only the names are taken
 * over: the form keeps what was typed and the version it read, so its edit-conflict check is as before.
 */
function useCatalogueTextsIn(locale: string, edit: UserEdit | undefined, rename: (edit: UserEdit) => void) {
  const readIn = useRef<string | null>(null);
  const loaded = edit !== undefined;
  const userId = edit?.user.id;
  const takeNames = useEffectEvent((fresh: UserEdit) => {
    if (!edit) return;
    const names = new Map(fresh.options.productCategories.map((category) => [category.id, category.name]));
    const renamed = <T extends { id: number; name: string }>(refs: T[]) =>
      refs.map((ref) => ({ ...ref, name: names.get(ref.id) ?? ref.name }));
    rename({
      ...edit,
      options: { ...edit.options, productCategories: renamed(edit.options.productCategories) },
      user: { ...edit.user, allowedProductCategories: renamed(edit.user.allowedProductCategories) },
    });
  });
  useEffect(() => {
    if (!loaded || userId === undefined) return;
    if (readIn.current === null || readIn.current === locale) {
      readIn.current = locale;
      return;
    }
    readIn.current = locale;
    let current = true;
    getUserEdit(userId).then(
      (fresh) => {
        if (current) takeNames(fresh);
      },
      // The names stay as they were: the form works on without them.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale, loaded, userId]);
}

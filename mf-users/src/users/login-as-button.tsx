import { useLingui } from '@lingui/react/macro';
import { loginAsUser, sessionStore } from '@portal/shared-contracts/core';
import type { UserListRow } from '@portal/shared-contracts/users';
import { useErrorText } from '@portal/shared-ui';
import { Button } from '@portal/shared-ui/components';
import { LoginOutlined, notification, Tooltip } from '@portal/shared-ui/form-components';
import { useNavigate } from '@portal/shared-ui/router';
import { useState } from 'react';

/**
 * Log in as user (spec 000 §2 "Users (settings)", §6): only an active user with an active storefront,
 * and only a vendor or an agency user; a disabled button says why in its tooltip. After the call the
 * session store holds the impersonated user, the campaign list opens (spec 001 §7) and a toast says
 * as whom. The user list and the vendor detail offer it.
 */
export function LoginAsButton({
  user,
}: {
  user: Pick<UserListRow, 'id' | 'name' | 'roles' | 'active' | 'storefrontActive'>;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const buyer = user.roles.includes('vendor') || user.roles.includes('agency');
  const reason = !user.active
    ? t`Uživatel není aktivní.`
    : !user.storefrontActive
      ? t`Uživatel nemá aktivní storefront.`
      : !buyer
        ? t`Přihlásit se lze jen jako dodavatel nebo agentura.`
        : null;

  const logIn = async () => {
    setBusy(true);
    try {
      const session = await loginAsUser({ id: user.id });
      sessionStore.getState().signIn(session.token, session.user);
      navigate(session.user.defaultPage);
      const person = session.user.name;
      notification.success({
        title: t`Přihlášení jako ${person}`,
        description: t`Zpět se vrátíte v uživatelském menu.`,
      });
    } catch (error) {
      setBusy(false);
      notification.error({ title: errorText(error) });
    }
  };

  const name = user.name;
  const label = t`Přihlásit se jako ${name}`;
  return (
    <Tooltip title={reason ?? t`Přihlásit se jako uživatel`}>
      {/* A disabled button gets no pointer events: the span keeps the tooltip. */}
      <span>
        <Button
          type="text"
          aria-label={label}
          icon={<LoginOutlined />}
          disabled={reason !== null}
          loading={busy}
          onClick={() => void logIn()}
        />
      </span>
    </Tooltip>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  getAvailableUiLocales,
  getLoggedInUser,
  isImpersonating,
  logout,
  returnToRetailer,
  sessionStore,
  updatePreferredLocale,
  type UiLocale,
  type UserInfo,
} from '@portal/shared-contracts/core';
import { formatDateTime, hasAccess, useLocale, VisuallyHidden } from '@portal/shared-ui';
import { Button, Checkbox, Dropdown, Flex, Typography, type MenuProps } from '@portal/shared-ui/components';
import { useNavigate } from '@portal/shared-ui/router';
import useSWR from 'swr';
import { activateLocale } from '../i18n/locale';
import { KEYS_LOCALE, mayShowTranslationKeys, showTranslationKeys } from '../i18n/translation-keys';

export function UserMenu({ user }: { user: UserInfo }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const locale = useLocale();
  const { data: locales } = useSWR('available-ui-locales', getAvailableUiLocales);
  const impersonating = isImpersonating({ user });
  const retailerName = user.impersonator?.name ?? '';
  const keysShown = i18n.locale === KEYS_LOCALE;
  // A buyer sees when a retailer last acted as them (docs/users.md): from the profile.
  const buyer = (user.isVendor || user.isAgency) && !impersonating;
  const { data: profile } = useSWR(buyer ? ['logged-in-user', user.userId] : null, getLoggedInUser);
  const lastActed = profile?.lastImpersonation;
  const lastActedAt = lastActed ? formatDateTime(lastActed.at) : '';
  const lastActedBy = lastActed?.by ?? '';

  const changeLocale = async (next: UiLocale) => {
    await activateLocale(next);
    // Saved as the user's preferred locale; the screen has switched already, a failure is not worth an alert.
    await updatePreferredLocale(user.userId, { locale: next }).catch(() => undefined);
  };

  const signOut = async () => {
    await logout().catch(() => undefined);
    sessionStore.getState().signOut();
    navigate('/login');
  };

  const backToRetailer = async () => {
    const session = await returnToRetailer();
    sessionStore.getState().signIn(session.token, session.user);
    navigate(session.user.defaultPage);
  };

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <Flex vertical>
          <Typography.Text strong>{user.name}</Typography.Text>
          <Typography.Text type="secondary">{user.companyName}</Typography.Text>
        </Flex>
      ),
    },
    ...(lastActed
      ? [
          {
            key: 'last-impersonation',
            disabled: true,
            label: (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t`Retailer za vás naposledy jednal ${lastActedAt} (${lastActedBy})`}
              </Typography.Text>
            ),
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'language',
      label: t`Jazyk`,
      children: (locales ?? []).map((option) => ({
        key: `locale:${option.value}`,
        label: option.label,
        disabled: option.value === locale,
      })),
    },
    // Spec: a local-development-only option of administrators (translation-keys.ts).
    ...(mayShowTranslationKeys(user)
      ? [
          {
            key: 'translation-keys',
            label: (
              // The box shows the state even while every text, this one too, is a key.
              <Checkbox checked={keysShown} style={{ pointerEvents: 'none' }}>
                {t`Zobrazit klíče překladů`}
              </Checkbox>
            ),
          },
        ]
      : []),
    // Here rather than in the settings menu, whose entries are the remotes' screens (menu-entries.ts).
    ...(hasAccess('administrators', user) ? [{ key: 'styleguide', label: t`Styleguide` }] : []),
    ...(impersonating ? [{ key: 'return', label: t`Přihlásit se zpět jako retailer` }] : []),
    { key: 'logout', label: t`Odhlásit se`, danger: true },
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key.startsWith('locale:')) void changeLocale(key.slice('locale:'.length) as UiLocale);
          if (key === 'translation-keys') showTranslationKeys(!keysShown);
          if (key === 'styleguide') navigate('/styleguide');
          if (key === 'logout') void signOut();
          if (key === 'return') void backToRetailer();
        },
      }}
    >
      <Button type="text" style={{ color: 'inherit', height: 'auto' }} data-testid="user-menu">
        {/* The name a screen reader hears starts with what the button is for and holds what it shows. */}
        <VisuallyHidden>{t`Uživatelské menu`}: </VisuallyHidden>
        <Flex vertical align="end" style={{ lineHeight: 1.2 }}>
          <span>{user.name}</span>
          <span style={{ opacity: 0.75, fontSize: 12 }}>
            {impersonating ? <Trans>přihlášen za {retailerName}</Trans> : user.companyName}
          </span>
        </Flex>
      </Button>
    </Dropdown>
  );
}

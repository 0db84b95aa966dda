import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { UserInfo } from '@portal/shared-contracts/core';
import { Badge, Flex, Menu, type MenuProps } from '@portal/shared-ui/components';
import { useNavigate } from '@portal/shared-ui/router';
import type { PortalConfig } from '../app/portal-config';
import { useActiveMenu } from './active-menu';
import {
  DASHBOARDS_ENTRY,
  HELP_ENTRY,
  orderedMainMenu,
  RETAILER_CAMPAIGNS_LABEL,
  SETTINGS_LABEL,
  SETTINGS_MENU,
  visibleEntries,
} from './menu-entries';
import { useReviewQueueCount } from './use-review-queue-count';

interface HeaderMenuProps {
  user: UserInfo;
  config: PortalConfig;
  mode: 'horizontal' | 'inline';
  onNavigate?: () => void;
}

export function HeaderMenu({ user, config, mode, onNavigate }: HeaderMenuProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const activeKey = useActiveMenu((state) => state.key);
  const main = visibleEntries(orderedMainMenu(config.menu.order), user, config.menu, config.remoteMenus);
  const settings = user.isRetailer
    ? visibleEntries(SETTINGS_MENU, user, config.menu, config.remoteMenus)
    : [];

  const waiting = useReviewQueueCount(main.some((entry) => entry.key === 'reviewQueue'));

  const labelOf = (key: string, text: string) =>
    key === 'reviewQueue' && waiting ? (
      <Flex component="span" gap={6} align="center">
        {text}
        <Badge
          count={waiting}
          overflowCount={999}
          aria-label={plural(waiting, {
            one: 'Čeká # položka',
            few: 'Čekají # položky',
            other: 'Čeká # položek',
          })}
        />
      </Flex>
    ) : (
      text
    );
  const items: MenuProps['items'] = main.map((entry) => ({
    key: entry.key,
    label: labelOf(
      entry.key,
      i18n._(entry.key === 'campaigns' && user.isRetailer ? RETAILER_CAMPAIGNS_LABEL : entry.label),
    ),
  }));
  if (settings.length > 0) {
    items.push({
      key: 'settings',
      label: i18n._(SETTINGS_LABEL),
      children: settings.map((entry) => ({ key: entry.key, label: i18n._(entry.label) })),
    });
  }
  // The shell's own pages, last in the header (spec 000 §2 "Main layout"), for every signed-in user:
  // the dashboards only while they are switched on (spec: "Dashboards or Reports (only if enabled)").
  const own = config.menu.dashboards ? [DASHBOARDS_ENTRY, HELP_ENTRY] : [HELP_ENTRY];
  for (const entry of own) items.push({ key: entry.key, label: i18n._(entry.label) });
  const paths = new Map([...main, ...settings, ...own].map((entry) => [entry.key, entry.path]));

  return (
    <Menu
      mode={mode}
      theme="dark"
      items={items}
      selectedKeys={activeKey ? [activeKey] : []}
      style={
        mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 'none' } : { borderInlineEnd: 'none' }
      }
      onClick={({ key }) => {
        const path = paths.get(key);
        if (path) {
          navigate(path);
          onNavigate?.();
        }
      }}
    />
  );
}

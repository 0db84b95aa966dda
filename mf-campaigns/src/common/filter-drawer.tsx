import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Flex, SearchFilter, type SearchFilterProps } from '@portal/shared-ui/components';
import { useState, type ReactNode } from 'react';

interface FilterDrawerProps {
  search: SearchFilterProps;
  /** How many filters are set, the search not counted: the button shows it. */
  count: number;
  /** Clears every filter but the search. */
  onClear: () => void;
  /** The filters, one under another in the drawer. */
  children: ReactNode;
  /** Under the filters: the sort and the list's view options. */
  viewOptions?: ReactNode;
}

/**
 * A list's filter panel on a narrow screen: the search, and a "Filters (n)" button opening a drawer
 * with the other filters, so that the rows, not seven filters, fill the first screen. The filters
 * apply as they change, as on a wide screen; the drawer's buttons clear them or close it.
 */
export function FilterDrawer({ search, count, onClear, children, viewOptions }: FilterDrawerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Flex gap={8} align="center" style={{ marginBottom: 16 }} role="search">
      <div style={{ flex: 1, minWidth: 0 }}>
        <SearchFilter {...search} block />
      </div>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {count > 0 ? t`Filtry (${count})` : t`Filtry`}
      </Button>
      <Drawer
        open={open}
        onClose={close}
        title={t`Filtry`}
        size="min(100vw, 400px)"
        footer={
          <Flex justify="space-between" gap={8}>
            <Button onClick={onClear} disabled={count === 0}>
              <Trans>Zrušit filtry</Trans>
            </Button>
            <Button type="primary" onClick={close}>
              <Trans>Zobrazit výsledky</Trans>
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          {children}
          {/* Set apart: "Clear filters" leaves the sort and the view options as they are. */}
          {viewOptions && (
            <Flex vertical gap={12} style={{ marginTop: 12, paddingTop: 24, borderTop: '1px solid #f0f0f0' }}>
              {viewOptions}
            </Flex>
          )}
        </Flex>
      </Drawer>
    </Flex>
  );
}

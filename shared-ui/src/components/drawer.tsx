import type { DrawerProps } from 'antd';
import { lazy, Suspense, useState } from 'react';

const AntdDrawer = lazy(() => import('./antd-drawer'));

/**
 * antd's Drawer, fetched the first time it opens. The layout needs it only on narrow screens (the
 * menu below 1024 px), so wide screens never download it (campaign list budget,
 * docs/performance.md). Same props as antd's Drawer; nothing is rendered before the first opening.
 */
export function Drawer(props: DrawerProps) {
  const [opened, setOpened] = useState(false);
  // Kept once opened, so that the closing animation plays and the next opening is instant.
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <AntdDrawer {...props} />
    </Suspense>
  );
}

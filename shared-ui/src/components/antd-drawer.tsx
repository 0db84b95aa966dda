// The antd Drawer on its own: drawer.tsx imports this module lazily, so webpack gives it a chunk of
// its own inside the shared components module.
import { Drawer, type DrawerProps } from 'antd';

export default function AntdDrawer(props: DrawerProps) {
  return <Drawer {...props} />;
}

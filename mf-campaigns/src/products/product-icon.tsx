import { SearchOutlined } from '@portal/shared-ui/components';
import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ColumnHeightOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  LikeOutlined,
  MailOutlined,
  MobileOutlined,
  NotificationOutlined,
  PictureOutlined,
  ShopOutlined,
  StarOutlined,
  TagOutlined,
  VideoCameraOutlined,
} from '@portal/shared-ui/form-components';
import type { ComponentType, CSSProperties } from 'react';

/**
 * The preset icon names of a product (product settings offer 17) and the icon each shows. Unknown or
 * missing names show a neutral tile icon.
 */
export const PRODUCT_ICONS: Record<string, ComponentType<{ style?: CSSProperties }>> = {
  banner: PictureOutlined,
  'banner-vertical': ColumnHeightOutlined,
  star: StarOutlined,
  recommend: LikeOutlined,
  search: SearchOutlined,
  'search-banner': FileSearchOutlined,
  page: FileTextOutlined,
  calendar: CalendarOutlined,
  mobile: MobileOutlined,
  mail: MailOutlined,
  video: VideoCameraOutlined,
  gift: GiftOutlined,
  tag: TagOutlined,
  shop: ShopOutlined,
  chart: BarChartOutlined,
  megaphone: NotificationOutlined,
  fire: FireOutlined,
};

export function ProductIcon({ name }: { name: string | null }) {
  const Icon = (name && PRODUCT_ICONS[name]) || AppstoreOutlined;
  return (
    <span
      aria-hidden="true"
      data-icon={name ?? 'default'}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 44,
        height: 44,
        borderRadius: 8,
        background: '#e8f1fb',
        color: '#0b5cad',
        fontSize: 22,
        flex: 'none',
      }}
    >
      <Icon />
    </span>
  );
}

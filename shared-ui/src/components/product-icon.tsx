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
  SearchOutlined,
  ShopOutlined,
  StarOutlined,
  TagOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ProductIconName } from '@portal/shared-contracts/catalogue';
import type { ComponentType, CSSProperties } from 'react';

/**
 * The preset icon names of a product (product settings offer 17) and the icon each shows. Unknown or
 * missing names show a neutral tile icon.
 */
export const PRODUCT_ICONS: Record<ProductIconName, ComponentType<{ style?: CSSProperties }>> = {
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
  const Icon = (name && PRODUCT_ICONS[name as ProductIconName]) || AppstoreOutlined;
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

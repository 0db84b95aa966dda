/**
 * The antd components and icons of the order screens (forms, dialogs, the product cards' preset
 * icons). A Module Federation singleton of its own, apart from '@portal/shared-ui/components': the
 * campaign list, the landing page, does not load them; the first screen that needs them does. The
 * shell provides this entry too (create-config.cjs), so it is built against the shell's antd and
 * shares its theme, locale and style cache.
 */
export { InputNumber, Modal, notification, Radio, Tabs } from 'antd';
export type { TabsProps } from 'antd';
export {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ColumnHeightOutlined,
  DeleteOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  LeftOutlined,
  LikeOutlined,
  MailOutlined,
  MobileOutlined,
  NotificationOutlined,
  PictureOutlined,
  RightOutlined,
  ShopOutlined,
  StarOutlined,
  TagOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';

/**
 * The antd components and icons of the order screens (forms, dialogs, the product cards' preset
 * icons) and of the campaign and activity detail (breadcrumbs, descriptions, progress, tooltips, the
 * row action icons). A Module Federation singleton of its own, apart from
 * '@portal/shared-ui/components': the campaign list, the landing page, does not load them; the first
 * screen that needs them does. The shell provides this entry too (create-config.cjs), so it is built
 * against the shell's antd and shares its theme, locale and style cache.
 */
export { Breadcrumb, Descriptions, InputNumber, notification, Progress, Radio, Tabs, Tooltip } from 'antd';
export type { BreadcrumbProps, DescriptionsProps, TabsProps } from 'antd';
export {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ColumnHeightOutlined,
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  EyeOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FireOutlined,
  GiftOutlined,
  HistoryOutlined,
  LeftOutlined,
  LikeOutlined,
  LoginOutlined,
  MailOutlined,
  MobileOutlined,
  NotificationOutlined,
  PauseCircleOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  RightOutlined,
  ShopOutlined,
  StarOutlined,
  StopOutlined,
  TagOutlined,
  UserAddOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
export { Modal } from './modal';
export { PRODUCT_ICONS, ProductIcon } from './product-icon';
export { useConfirm, useConfirmDelete, type Confirmation, type DeleteConfirmation } from './use-confirm';

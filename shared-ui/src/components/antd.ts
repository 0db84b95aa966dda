/**
 * The antd components and icons the portal uses. Shell and remotes import them from
 * '@portal/shared-ui/components', never from 'antd': this module is a Module Federation singleton,
 * so antd (and its style cache) exists once in the page, tree-shaken to this list. Everything listed
 * is loaded with the first screen behind sign-in: add a component only when a screen uses it, and
 * watch `pnpm bench:web` (docs/performance.md). DatePicker and Drawer are not here: date-picker.tsx and
 * drawer.tsx load them when they are first used.
 */
export {
  Alert,
  Badge,
  Button,
  Checkbox,
  ConfigProvider,
  Dropdown,
  Empty,
  Flex,
  Input,
  Layout,
  Menu,
  Select,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
export type {
  ButtonProps,
  FormInstance,
  MenuProps,
  SelectProps,
  TableColumnsType,
  TableProps,
  TablePaginationConfig,
} from 'antd';
export { DownloadOutlined, MenuOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';

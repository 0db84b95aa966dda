/**
 * The antd parts only this page uses and '@portal/shared-ui/components' does not list: the range
 * picker and the KPI figures. Listed there, they would load with the first screen behind sign-in for
 * everyone (that entry is loaded with the layout); imported here, they come with the page's own lazy
 * chunk. It is still the one antd of the page: the shell is the host and builds the shared components
 * entry itself, so these modules and that entry's are the same webpack modules of one build (the
 * calendar's code is shared with the lazily loaded DatePicker chunk, not copied). A remote must not
 * do this (its antd would be a second copy): for a remote the component belongs in shared-ui.
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- see above: the host's own antd
export { DatePicker, Statistic } from 'antd';

/**
 * The dashboards' figures, exports and shareable tokens. This index is all the area offers to the
 * rest of the API.
 */
export { createDashboardToken } from './create-dashboard-token';
export { getDashboardSettings } from './dashboard-settings';
export { exportDashboard } from './export-dashboard';
export { getDashboardData } from './get-dashboard-data';

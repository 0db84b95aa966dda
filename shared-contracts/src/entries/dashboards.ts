// `@portal/shared-contracts/dashboards`: the dashboards page (the embedded analytics' settings and
// token, the built-in delivery charts and their CSV), loaded by the shell only on /dashboards.
export * from '../dashboards/dashboards';

/** Whether this instance is ready for traffic, for the load balancer's health check. This index is all the area offers to the rest of the API. */
export { alwaysReady, createReadiness, type Readiness } from './readiness';

/**
 * The audit trail every write records into. This index is all the area offers to the rest of the
 * API.
 */
export { recordAudit } from './record-audit';

/**
 * Edit versions: a write names the version it was made on, so no change is silently overwritten.
 * This index is all the area offers to the rest of the API.
 */
export { checkEditVersion, nextEditVersion, refuseEdit } from './edit-version';

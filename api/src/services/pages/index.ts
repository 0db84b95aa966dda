/**
 * Content pages (help and others): reading and editing their sanitised content. This index is all
 * the area offers to the rest of the API.
 */
export { getContentPage } from './get-page';
export { updateContentPage } from './update-page';

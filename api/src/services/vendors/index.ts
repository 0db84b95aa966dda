/**
 * Vendors: the list and the detail with its figures. This index is all the area offers to the rest
 * of the API.
 */
export { filterVendors } from './filter-vendors';
export { getVendor } from './get-vendor';

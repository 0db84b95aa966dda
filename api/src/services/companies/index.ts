/**
 * Companies, agencies and their contacts and users, as options for the screens. This index is all
 * the area offers to the rest of the API.
 */
export { agencyContacts, listAgencies } from './agencies';
export { companyContacts, searchCompanies } from './companies';
export { contactsOf } from './contacts';
export { listUsersByRole, listVendorUsers, userVendorCompaniesOf } from './users';

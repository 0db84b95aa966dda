// `@portal/shared-contracts/new-campaign`: creating a campaign and choosing its parties — companies,
// agencies, their contacts, users by role (the new-campaign dialog, which the list loads only when it
// opens, ordering, and the campaign's edit dialog).
export * from '../campaigns/create-campaign';
export * from '../companies/companies';

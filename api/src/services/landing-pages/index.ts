/**
 * Landing pages and their types: editing, approval and the ad server's information on them. This
 * index is all the area offers to the rest of the API.
 */
export { approveLandingPage } from './approve-landing-page';
export { createLandingPage } from './create-landing-page';
export { filterLandingPages } from './filter-landing-pages';
export { landingPageChanges } from './landing-page-changes';
export { landingPageFilterData } from './landing-page-filter-data';
export { landingPageSasInfo } from './landing-page-sas-info';
export { listLandingPages } from './list-landing-pages';
export { loadLandingPage } from './load-landing-page';
export { rejectLandingPage } from './reject-landing-page';
export { requestLandingPageCheck } from './request-landing-page-check';
export { activeLandingPageTypes } from './types/active-types';
export { createLandingPageType } from './types/create-type';
export { deleteLandingPageType } from './types/delete-type';
export { listLandingPageTypes } from './types/list-types';
export { loadLandingPageType } from './types/load-types';
export { updateLandingPageType } from './types/update-type';
export { updateLandingPage } from './update-landing-page';
export { uploadLandingPageFieldFile } from './upload-field-file';

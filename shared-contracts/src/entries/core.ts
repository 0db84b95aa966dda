// `@portal/shared-contracts/core`: what every page needs — the API client, the session store, signing
// in and out, the signed-in user and the portal settings. The only entry that owns state (the ky
// instance and the zustand store); the other entries reach both through their calls and are provided
// by the same build, so there is one of each in the page.
export * from '../common/primitives';
export * from '../common/locales';
export * from '../common/roles';
export * from '../common/error-body';
export * from '../common/edit-version';
export * from '../common/query';
export * from '../http/api-error';
export * from '../http/field-issue';
export type { UploadOptions, UploadProgress } from '../http/upload';
export { configureApiClient, http, call, NoContentSchema, type ApiClientOptions } from '../http/client';
export * from '../session/session-store';
export * from '../auth/user-info';
export * from '../auth/login';
export * from '../auth/logout';
export * from '../auth/authorization';
export * from '../auth/login-as-user';
export * from '../auth/return-to-retailer';
export * from '../account/password-recovery';
export * from '../account/password-update';
export * from '../users/logged-in-user';
export * from '../users/update-preferred-locale';
export * from '../users/base-currency';
export * from '../app-settings/app-settings';
export * from '../app-settings/health';
export * from '../app-settings/shell-start';
export * from '../app-settings/remote-paths';
export * from '../review-queue/review-queue-count';
export * from '../http/access';
export * from '../http/endpoint';
export { bindEndpoint, boundEndpointCounts, type BoundEndpoint, type SendInput } from '../http/bind-endpoint';

import * as v from 'valibot';
import { UiLocaleSchema } from '../common/locales';
import { call } from '../http/client';

export const UpdatePreferredLocaleRequestSchema = v.object({ locale: UiLocaleSchema });
export type UpdatePreferredLocaleRequest = v.InferInput<typeof UpdatePreferredLocaleRequestSchema>;
export const UpdatePreferredLocaleResponseSchema = v.object({ locale: UiLocaleSchema });

/** PUT /users/update-preferred-locale/{id}: a user may change only their own locale. */
export const updatePreferredLocale = (userId: number, body: UpdatePreferredLocaleRequest) =>
  call(UpdatePreferredLocaleResponseSchema, 'put', `/users/update-preferred-locale/${userId}`, {
    json: body,
  });

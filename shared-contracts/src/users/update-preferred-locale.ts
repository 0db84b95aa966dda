import * as v from 'valibot';
import { UiLocaleSchema } from '../common/locales';
import { IdParamsSchema } from '../common/primitives';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

export const UpdatePreferredLocaleRequestSchema = v.object({ locale: UiLocaleSchema });
export type UpdatePreferredLocaleRequest = v.InferInput<typeof UpdatePreferredLocaleRequestSchema>;
export const UpdatePreferredLocaleResponseSchema = v.object({ locale: UiLocaleSchema });

export const updatePreferredLocaleEndpoint = endpoint({
  method: 'put',
  path: '/users/update-preferred-locale/:id',
  params: IdParamsSchema,
  body: UpdatePreferredLocaleRequestSchema,
  response: UpdatePreferredLocaleResponseSchema,
  access: access.self('everyone', { user: 'params.id', others: 'administrators' }),
});
/** PUT /users/update-preferred-locale/{id}: a user may change only their own locale (an administrator anyone's). */
export const updatePreferredLocale = bindEndpoint(
  updatePreferredLocaleEndpoint,
  ({ send }) =>
    (userId: number, body: UpdatePreferredLocaleRequest) =>
      send({ params: { id: userId }, json: body }),
);

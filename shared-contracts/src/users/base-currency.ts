import * as v from 'valibot';
import { access } from '../http/access';
import { bindEndpoint } from '../http/bind-endpoint';
import { endpoint } from '../http/endpoint';

export const BaseCurrencySchema = v.object({ currencyCode: v.string() });

export const getBaseCurrencyEndpoint = endpoint({
  method: 'get',
  path: '/base-currency',
  response: BaseCurrencySchema,
  access: access.shared(),
});
/** GET /base-currency */
export const getBaseCurrency = bindEndpoint(
  getBaseCurrencyEndpoint,
  ({ send }) =>
    () =>
      send(),
);

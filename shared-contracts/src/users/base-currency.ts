import * as v from 'valibot';
import { call } from '../http/client';

export const BaseCurrencySchema = v.object({ currencyCode: v.string() });

/** GET /base-currency */
export const getBaseCurrency = () => call(BaseCurrencySchema, 'get', '/base-currency');

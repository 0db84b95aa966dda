import {
  IdParamsSchema,
  VendorDetailSchema,
  VendorFilterQuerySchema,
  VendorListSchema,
} from '@portal/shared-contracts';
import { access } from '../access/access';
import { languageOf } from '../i18n/request-language';
import type { AppContext } from '../services/context';
import { filterVendors } from '../services/vendors/filter-vendors';
import { getVendor } from '../services/vendors/get-vendor';
import { errorResponses } from './schemas';
import type { FastifyPluginAsyncValibot } from './types';

const tags = ['vendors'];

/**
 * The vendor list and detail (spec 000 §2 vendorList, vendorDetail; docs/users.md "Vendors"): retailer
 * staff only, every other caller 403 (an impersonated session is the vendor's: 403 too).
 */
export const vendorRoutes: FastifyPluginAsyncValibot<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/vendors',
    {
      config: { access: access.retailer('retailerStaff') },
      schema: {
        tags,
        summary:
          'A page of the vendor companies by name, with their users, active campaigns and spend this year; search over the name without regard to case and accents (retailer staff)',
        querystring: VendorFilterQuerySchema,
        response: { 200: VendorListSchema, ...errorResponses },
      },
    },
    async (request) => filterVendors(ctx, request.query),
  );

  app.get(
    '/vendors/:id',
    {
      config: { access: access.retailer('retailerStaff', { examples: { 'params.id': 'company' } }) },
      schema: {
        tags,
        summary:
          'One vendor company: its figures, users, contacts, promoted brands, agencies acting for it and newest campaigns (retailer staff; 404 for a company that is not a vendor)',
        params: IdParamsSchema,
        response: { 200: VendorDetailSchema, ...errorResponses },
      },
    },
    async (request) => getVendor(ctx, request.params.id, languageOf(request)),
  );
};

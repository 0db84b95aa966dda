import { filterVendorsEndpoint, getVendorEndpoint } from '@portal/shared-contracts';
import { languageOf } from '../i18n/request-language';
import { filterVendors, getVendor } from '../services/vendors';
import type { RouteApp, RouteDeps } from './support/route-module';
import { serve } from './support/serve';

const tags = ['vendors'];

/**
 * The vendor list and detail (spec 000 §2 vendorList, vendorDetail; docs/users.md "Vendors"): retailer
 * staff only, every other caller 403 (an impersonated session is the vendor's: 403 too).
 */
export default async function vendorRoutes(app: RouteApp, { ctx }: RouteDeps): Promise<void> {
  serve(
    app,
    filterVendorsEndpoint,
    {
      tags,
      summary:
        'A page of the vendor companies by name, with their users, active campaigns and spend this year; search over the name without regard to case and accents (retailer staff)',
    },
    async (request) => filterVendors(ctx, request.query),
  );

  serve(
    app,
    getVendorEndpoint,
    {
      tags,
      summary:
        'One vendor company: its figures, users, contacts, promoted brands, agencies acting for it and newest campaigns (retailer staff; 404 for a company that is not a vendor)',
    },
    async (request) => getVendor(ctx, request.params.id, languageOf(request)),
  );
}

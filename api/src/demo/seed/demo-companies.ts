// Apart from the seed, so that its parts can name a company by key without importing the seed that
// calls them.

export type CompanyKey = 'retailer' | 'acme' | 'nordic' | 'bella' | 'mediamax';

export const DEMO_COMPANIES: Record<
  CompanyKey,
  { name: string; type: 'retailer' | 'vendor' | 'agency'; registrationNumber: string }
> = {
  retailer: { name: 'Portal Retail a.s.', type: 'retailer', registrationNumber: '27081001' },
  acme: { name: 'Acme Foods', type: 'vendor', registrationNumber: '45274649' },
  nordic: { name: 'Nordic Drinks a.s.', type: 'vendor', registrationNumber: '26185610' },
  bella: { name: 'Bella Cosmetics s.r.o.', type: 'vendor', registrationNumber: '06325416' },
  mediamax: { name: 'MediaMax Agency s.r.o.', type: 'agency', registrationNumber: '24681357' },
};

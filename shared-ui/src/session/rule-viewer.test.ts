import { ruleViewer } from './rule-viewer';

describe('ruleViewer', () => {
  it('retailer staff in their own session are the retailer and retailer-like', () => {
    expect(ruleViewer({ isRetailer: true, isVendor: false, originalTokenOfRetailer: null })).toEqual({
      retailer: true,
      retailerLike: true,
      vendor: false,
    });
  });

  it('a vendor a retailer acts as is retailer-like, never the retailer', () => {
    expect(ruleViewer({ isRetailer: false, isVendor: true, originalTokenOfRetailer: 'token' })).toEqual({
      retailer: false,
      retailerLike: true,
      vendor: true,
    });
  });

  it('a vendor in their own session is only the vendor', () => {
    expect(ruleViewer({ isRetailer: false, isVendor: true, originalTokenOfRetailer: null })).toEqual({
      retailer: false,
      retailerLike: false,
      vendor: true,
    });
  });
});

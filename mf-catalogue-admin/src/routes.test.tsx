import { hasAccess } from '@portal/shared-ui';
import { userInfo, USERS } from '@portal/shared-ui/testing';
import menu from './portal-routes.json';
import { routes } from './routes';

describe('the routes of the remote (spec 000 §2 route table)', () => {
  it('are the settings screens of administrators, each under a menu entry the remote declares', () => {
    expect(routes.map((route) => [route.path, route.menuKey])).toEqual([
      ['/settings/categories', 'settings.categories'],
      ['/settings/categories/:categoryId', 'settings.categories'],
      ['/settings/tools', 'settings.tools'],
      ['/settings/tools/:productId', 'settings.tools'],
      ['/settings/landing-page-types', 'settings.landingPageTypes'],
      ['/settings/landing-page-types/:landingPageTypeId', 'settings.landingPageTypes'],
      ['/settings/templates', 'settings.templates'],
      ['/settings/templates/:formatId', 'settings.templates'],
      ['/settings/others', 'settings.others'],
      ['/settings/images', 'settings.images'],
      ['/settings/releases', 'settings.releases'],
    ]);
    for (const route of routes) {
      expect(hasAccess(route.access, userInfo(USERS.administrator))).toBe(true);
      for (const other of [USERS.retailer, USERS.salesPerson, USERS.vendor, USERS.agency])
        expect(hasAccess(route.access, userInfo(other))).toBe(false);
    }
    expect([...menu.menu].sort()).toEqual([...new Set(routes.map((route) => route.menuKey))].sort());
  });
});

import { remoteForPath } from './remote-paths';

describe('remoteForPath', () => {
  it.each([
    ['/campaigns', 'mf-campaigns'],
    ['/campaigns/', 'mf-campaigns'],
    ['/Campaigns/12', 'mf-campaigns'],
    ['/campaigns/12/items/3/detail', 'mf-campaigns'],
    ['/campaigns/12/items/3/creative', 'mf-creatives'],
    ['/campaigns/12/items/3/creative/', 'mf-creatives'],
    ['/campaigns/12/items/3/creative/x', 'mf-campaigns'],
    ['/tools/4', 'mf-campaigns'],
    ['/toolsx', undefined],
    ['/landing-pages', 'mf-creatives'],
    ['/landing-pages/9', 'mf-creatives'],
    ['/settings/users/2', 'mf-users'],
    ['/settings/categories/new', 'mf-catalogue-admin'],
    ['/dashboards', undefined],
    ['/nothing-here', undefined],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});

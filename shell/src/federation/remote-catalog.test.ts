import { remoteForPath } from './remote-catalog';

describe('remoteForPath', () => {
  it.each([
    ['/campaigns', 'mf-campaigns'],
    ['/campaigns/12/items/3/detail', 'mf-campaigns'],
    ['/campaigns/12/items/3/creative', 'mf-creatives'],
    ['/tools/4', 'mf-campaigns'],
    ['/landing-pages/9', 'mf-creatives'],
    ['/settings/users/2', 'mf-users'],
    ['/settings/categories/new', 'mf-catalogue-admin'],
    ['/nothing-here', undefined],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });
});

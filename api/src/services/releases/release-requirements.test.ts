import { unmetRequirements, unmetTexts } from './release-requirements';

const provides = {
  shared: { react: '19.2.1', '@portal/shared-contracts': '1.3.0', dayjs: '1.11.19' },
  contracts: { '@portal/shared-contracts/users': ['filterUsers', 'getUser'] },
};
const parties = { target: 'mf-users', version: '2.0.0-3f9c2a1b', shell: '1.3.0-aaaaaaaa' };

describe('the compatibility gate', () => {
  it('passes a build whose every need the shell meets', () => {
    const requires = {
      shared: { react: '^19.2.0', '@portal/shared-contracts': '^1.2.0' },
      contracts: { '@portal/shared-contracts/users': ['getUser'] },
    };
    expect(unmetRequirements(requires, provides, parties)).toEqual([]);
  });

  it('names each unmet need: a version out of range, a missing singleton, a missing function', () => {
    const requires = {
      shared: { '@portal/shared-contracts': '^2.0.0', swr: '^2.3.0', react: '^19.0.0' },
      contracts: {
        '@portal/shared-contracts/users': ['searchUsers', 'getUser'],
        '@portal/shared-contracts/releases': ['getReleaseOverview'],
      },
    };
    const texts = unmetTexts(unmetRequirements(requires, provides, parties), 'en');
    expect(texts).toEqual([
      'mf-users 2.0.0-3f9c2a1b needs @portal/shared-contracts ^2.0.0; the portal provides 1.3.0.',
      'mf-users 2.0.0-3f9c2a1b needs swr ^2.3.0; the portal does not provide it.',
      'mf-users 2.0.0-3f9c2a1b calls getReleaseOverview of @portal/shared-contracts/releases; the shell 1.3.0-aaaaaaaa does not have it.',
      'mf-users 2.0.0-3f9c2a1b calls searchUsers of @portal/shared-contracts/users; the shell 1.3.0-aaaaaaaa does not have it.',
    ]);
    expect(unmetTexts(unmetRequirements(requires, provides, parties), 'cs')[0]).toBe(
      'mf-users 2.0.0-3f9c2a1b potřebuje @portal/shared-contracts ^2.0.0; portál poskytuje 1.3.0.',
    );
  });
});

import { ownShellVersion, shellVersionOf } from './shell-version';

describe("the shell's own version", () => {
  it('is the path segment after /shell/ of the public path', () => {
    expect(shellVersionOf('https://portal.example/shell/0.2.0-ab12cd34/')).toBe('0.2.0-ab12cd34');
    expect(shellVersionOf('/shell/1.0.0-rc.1-0123abcd/')).toBe('1.0.0-rc.1-0123abcd');
    expect(shellVersionOf('https://cdn.example/portal/shell/0.2.0-ab12cd34/')).toBe('0.2.0-ab12cd34');
  });

  it('is unknown on the dev server and in a page whose placeholder was not replaced', () => {
    expect(shellVersionOf('/')).toBeNull();
    expect(shellVersionOf('http://localhost:3000/')).toBeNull();
    expect(shellVersionOf(undefined)).toBeNull();
    expect(shellVersionOf('/shell/__PORTAL_SHELL_VERSION__/')).toBeNull();
    expect(shellVersionOf('/remotes/mf-users/0.2.0-ab12cd34/')).toBeNull();
    expect(shellVersionOf(`/shell/${'1'.repeat(81)}/`)).toBeNull();
    expect(shellVersionOf('/shell/%E0%A4%A/')).toBeNull();
  });

  it('is unknown outside a webpack build (jest)', () => {
    expect(ownShellVersion()).toBeNull();
  });
});

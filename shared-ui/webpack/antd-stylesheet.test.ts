import { antdStylesheet } from './antd-stylesheet.cjs';
import { PORTAL_STATIC_THEME } from '../src/components/portal-theme';

describe('antd’s stylesheet of the portal’s theme', () => {
  let css: string;
  beforeAll(() => {
    css = antdStylesheet();
  }, 60_000);

  it('has every component’s styles under antd’s plain class names (no theme hash)', () => {
    for (const selector of [
      '.ant-btn',
      '.ant-table',
      '.ant-select',
      '.ant-picker',
      '.ant-modal',
      '.ant-menu',
    ]) {
      expect(css).toContain(`${selector}{`);
    }
    expect(css).not.toMatch(/:where\(\.css-/);
  });

  it('is made from the portal’s theme, not antd’s default one', () => {
    expect(css).toContain(`--ant-color-primary:${PORTAL_STATIC_THEME.token.colorPrimary}`);
    expect(css).not.toContain('--ant-color-primary:#1677ff');
    expect(css).toContain(`--ant-green-7:${PORTAL_STATIC_THEME.token.green7}`);
  });

  it('is what the components no longer generate: the static theme turns run-time styles off', () => {
    expect(PORTAL_STATIC_THEME).toMatchObject({ zeroRuntime: true, hashed: false });
  });
});

import path from 'node:path';
import {
  ANTD_STYLESHEET_FILE,
  antdStylesheetHref,
  antdStylesheetLoaded,
  loadAntdStylesheet,
  resetAntdStylesheet,
} from './antd-stylesheet';

const HREF = 'http://localhost/shell/0.1.0-ab12cd34/antd.css';

const stylesheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

/** Waits until the loader has added its link, then ends that link's load as the browser would. */
async function finishAddedLink(event: 'load' | 'error') {
  await Promise.resolve();
  const added = stylesheets().at(-1)!;
  added.dispatchEvent(new Event(event));
  return added;
}

beforeEach(() => {
  resetAntdStylesheet();
  document.head.innerHTML = '';
});

describe('antd’s stylesheet', () => {
  it('is the file the build writes, under the build’s public path', async () => {
    const built = (await import(
      path.join(path.dirname(require.resolve('@portal/shared-ui/webpack')), 'antd-stylesheet.cjs')
    )) as { ANTD_STYLESHEET_FILE: string };
    expect(ANTD_STYLESHEET_FILE).toBe(built.ANTD_STYLESHEET_FILE);
    expect(antdStylesheetHref('/shell/0.1.0-ab12cd34/')).toBe(HREF);
    // No build (tests, a page without webpack): nothing to load, antd styles itself.
    expect(antdStylesheetHref(undefined)).toBeNull();
  });

  it('links it and waits for it to load (the server only preloads it)', async () => {
    let settled = false;
    const loading = loadAntdStylesheet(HREF).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(antdStylesheetLoaded()).toBe(false);
    const added = await finishAddedLink('load');
    await loading;
    expect(added.href).toBe(HREF);
    expect(antdStylesheetLoaded()).toBe(true);
  });

  it('leaves antd on its run-time styles when the file cannot be loaded, without failing the page', async () => {
    const loading = loadAntdStylesheet(HREF);
    await finishAddedLink('error');
    await expect(loading).resolves.toBeUndefined();
    expect(antdStylesheetLoaded()).toBe(false);
    expect(stylesheets()).toEqual([]);
  });

  it('loads once for every route that asks', async () => {
    const loading = Promise.all([loadAntdStylesheet(HREF), loadAntdStylesheet(HREF)]);
    await finishAddedLink('load');
    await loading;
    expect(stylesheets()).toHaveLength(1);
    expect(antdStylesheetLoaded()).toBe(true);
  });
});

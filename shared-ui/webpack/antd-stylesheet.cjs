// antd's styles for the portal's theme as one static stylesheet, written by the shell's build
// (issue 35). antd 6 generates every component's CSS in the browser the first time the component
// renders (@ant-design/cssinjs): on a signed-in page's first render that was, after React itself,
// the largest part of the main thread's work. With the theme's `zeroRuntime` the components skip it
// and take their styles from this file instead (shell/src/layout/antd-stylesheet.ts loads it).
//
// The file holds every antd component's styles, not only those the shell uses: remotes are released
// on their own and may use any component of the antd the shell provides (a shared singleton), so the
// shell's stylesheet always matches the antd that runs. It is made from PORTAL_STATIC_THEME with
// runtime styles on (the components must generate them once, here), by antd's own extractor.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

/** The file's name in the shell's build folder (shell/src/layout/antd-stylesheet.ts asks for it). */
const ANTD_STYLESHEET_FILE = 'antd.css';
const THEME_FILE = path.join(__dirname, '../src/components/portal-theme.ts');

/** portal-theme.ts as a module of this process (TypeScript, compiled as the build compiles it). */
function loadTheme(themeFile) {
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(fs.readFileSync(themeFile, 'utf8'), {
    filename: themeFile,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const module = new Module(themeFile);
  module.filename = themeFile;
  module.paths = Module._nodeModulePaths(path.dirname(themeFile));
  module._compile(code, themeFile);
  return module.exports;
}

/**
 * Rendering every component names the deprecated ones (Input.Group, List) on the console: true, and
 * no concern of a build that only takes their styles.
 */
function withoutAntdWarnings(make) {
  const { error, warn } = console;
  const filtered =
    (write) =>
    (...args) => {
      if (!(typeof args[0] === 'string' && args[0].startsWith('Warning: [antd:'))) write(...args);
    };
  console.error = filtered(error);
  console.warn = filtered(warn);
  try {
    return make();
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

/** The stylesheet's text: every antd component rendered once inside the portal's theme. */
function antdStylesheet(themeFile = THEME_FILE) {
  const { PORTAL_STATIC_THEME } = loadTheme(themeFile);
  if (!PORTAL_STATIC_THEME) throw new Error(`${themeFile} exports no PORTAL_STATIC_THEME`);
  const React = require('react');
  const { ConfigProvider } = require('antd');
  const { extractStyle } = require('@ant-design/static-style-extract');
  const theme = { ...PORTAL_STATIC_THEME, zeroRuntime: false };
  const css = withoutAntdWarnings(() =>
    extractStyle((node) => React.createElement(ConfigProvider, { theme }, node)),
  );
  // Without a theme hash the selectors are antd's plain class names, which the page's components use.
  if (!/\.ant-btn\b/.test(css) || /:where\(\.css-/.test(css)) {
    throw new Error('antd-stylesheet: the extracted styles are not the unhashed ones the portal expects');
  }
  return css;
}

/** Emits antd.css, made again when the theme's file changes. */
class AntdStylesheetPlugin {
  constructor(themeFile = THEME_FILE) {
    this.themeFile = themeFile;
    this.made = null;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AntdStylesheetPlugin', (compilation) => {
      compilation.fileDependencies.add(this.themeFile);
      compilation.hooks.processAssets.tap(
        { name: 'AntdStylesheetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const source = fs.readFileSync(this.themeFile, 'utf8');
          if (this.made?.source !== source) this.made = { source, css: antdStylesheet(this.themeFile) };
          compilation.emitAsset(ANTD_STYLESHEET_FILE, new sources.RawSource(this.made.css));
        },
      );
    });
  }
}

module.exports = { AntdStylesheetPlugin, ANTD_STYLESHEET_FILE, antdStylesheet };

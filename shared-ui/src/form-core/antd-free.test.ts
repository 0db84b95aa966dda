import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The sign-in pages load this entry; one antd import here would put antd on the login page and
// break its budget (docs/performance.md) without any test of the pages noticing. Files outside the
// folder are refused too: this does not follow their imports.
const ANTD = [
  /^antd(\/|$)/,
  /^@ant-design\//,
  /^@rc-component\//,
  /^@portal\/shared-ui\/(components|form-components|form)$/,
  /^\.\.\//,
];

const sources = readdirSync(__dirname).filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file));

describe('the form core', () => {
  it.each(sources)('%s imports nothing that brings antd', (file) => {
    const code = readFileSync(path.join(__dirname, file), 'utf8');
    const imported = [...code.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].map(
      ([, from, dynamic]) => from ?? dynamic,
    );
    expect(imported.filter((request) => ANTD.some((pattern) => pattern.test(request!)))).toEqual([]);
  });
});

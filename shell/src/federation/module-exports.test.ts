import { moduleExports } from './module-exports';

describe('the module a remote gets for a shared module', () => {
  it("is an ES module's own exports object", () => {
    // webpack's exports object of an ES module is a plain object, its `default` an export like any.
    const esModule = { default: () => 'default export', named: 1 };
    expect(moduleExports(esModule)).toBe(esModule);
  });

  it("is a CommonJS module's module.exports, not webpack's namespace around it", () => {
    const commonJs = { useState: () => undefined };
    const namespace = Object.create(null) as Record<string, unknown>;
    Object.defineProperty(namespace, 'useState', { get: () => commonJs.useState, enumerable: true });
    Object.defineProperty(namespace, 'default', { get: () => commonJs, enumerable: true });
    expect(moduleExports(namespace)).toBe(commonJs);
  });
});

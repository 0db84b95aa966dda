/**
 * What a remote's code must get for a shared module: the module's own exports object, the one the
 * shell's code uses. `import()` of an ES module gives exactly that; of a CommonJS module (React,
 * dayjs) webpack wraps the exports in a namespace object of its own making, recognisable by its
 * null prototype, whose `default` is the module's `module.exports`. A remote built with the module
 * as its own would have received `module.exports` itself, and its interop code expects that.
 */
export function moduleExports(imported: object): object {
  return Object.getPrototypeOf(imported) === null && 'default' in imported
    ? ((imported as { default: object }).default ?? imported)
    : imported;
}

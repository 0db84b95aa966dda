/**
 * Where the request's fields sit in the form: `{ companyId: 'company' }` when the form keeps a
 * company ({ id, name }) and sends its id. Paths not named are the same in both.
 */
export type FieldPaths = Partial<Record<string, string>>;

/** The form field of a request path; a path inside a renamed one keeps its tail (items.0 → rows.0). */
export function formFieldOf(paths: FieldPaths, requestPath: string): string {
  if (paths[requestPath]) return paths[requestPath];
  const parts = requestPath.split('.');
  for (let length = parts.length - 1; length > 0; length -= 1) {
    const head = paths[parts.slice(0, length).join('.')];
    if (head) return [head, ...parts.slice(length)].join('.');
  }
  return requestPath;
}

import type { FieldPaths } from '@portal/shared-ui/form';

/**
 * Request paths that depend on the values sent (a request that leaves out the empty entries of a
 * list: its entry n is not the form's n). The kit reads `paths` when it places a message, after
 * making the request, so `toRequest` notes the paths of each request it makes; `paths` stays one
 * object for the form's life.
 */
export function requestPaths() {
  const paths: FieldPaths = {};
  return {
    paths,
    /** The paths of the request just made, in place of the previous one's. */
    note: (next: FieldPaths) => {
      for (const key of Object.keys(paths)) delete paths[key];
      Object.assign(paths, next);
    },
  };
}

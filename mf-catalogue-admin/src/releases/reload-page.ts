/**
 * Loads the page again, so this session runs what the portal now serves it (a preview). jsdom cannot
 * replace `window.location.reload`, so the tests mock this module.
 */
export function reloadPage(): void {
  window.location.reload();
}

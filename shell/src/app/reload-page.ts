/** Loads the page again: the index.html and versions the portal serves now (jsdom cannot, so tests mock this). */
export function reloadPage(): void {
  window.location.reload();
}

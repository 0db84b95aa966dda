/**
 * Moves to the first field of a form that shows an error (Field's `{id}-error`, the keywords' too),
 * to the middle of the screen, so that a refused send shows where to start. Whether there was one.
 */
export function focusFirstError(form: HTMLElement): boolean {
  for (const error of form.querySelectorAll<HTMLElement>('[role="alert"][id$="-error"]')) {
    const control = error.parentElement?.querySelector<HTMLElement>(
      'input:not([disabled]), textarea:not([disabled])',
    );
    if (!control) continue;
    control.focus({ preventScroll: true });
    // jsdom has no layout to scroll.
    if (typeof control.scrollIntoView === 'function') control.scrollIntoView({ block: 'center' });
    return true;
  }
  return false;
}

// Test helper (not part of the bundle): jsdom's matchMedia (shared-ui's jest setup) matches nothing.
import { NARROW_QUERY } from './use-narrow-screen';

/** Makes the screen of the enclosing describe block's tests narrow (below 768 px). */
export function narrowScreen() {
  const wide = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query) => ({ ...wide(query), matches: query === NARROW_QUERY });
  });
  afterEach(() => {
    window.matchMedia = wide;
  });
}

import { createContext, use } from 'react';

/**
 * When a field shows what the browser's checks found: once it is left (the default: a person is not
 * told off mid-word), as soon as it is changed (a form whose Save stays disabled until it is valid,
 * spec 001 §5: the person must see why), or at once (a value saved before the rules changed).
 * After a refused send every field shows its issue, whichever is set.
 */
export type ShowIssues = 'whenLeft' | 'whenChanged' | 'always';

export const ShowIssuesContext = createContext<ShowIssues>('whenLeft');

export const useShowIssues = (): ShowIssues => use(ShowIssuesContext);

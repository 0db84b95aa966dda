/**
 * A text to put in a LIKE pattern as itself: its wildcards (`%`, `_`) and the escape character
 * (`\`, LIKE's default) escaped, so a search for "50%" finds "50%" and not "50 anything".
 */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (wildcard) => `\\${wildcard}`);

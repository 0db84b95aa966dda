/**
 * What the shell needs to start a signed-in page, gathered in one answer from the areas that own each
 * part (sessions, settings, releases). This index is all the area offers to the rest of the API.
 */
export { shellStart } from './shell-start';

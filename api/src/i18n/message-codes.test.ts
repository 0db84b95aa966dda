import { CATALOGUE_LOCALE, readErrorCatalogue } from './error-catalogue';
import { MESSAGE_CODES } from './message-codes';

describe('MESSAGE_CODES', () => {
  it.each(Object.values(CATALOGUE_LOCALE))('are the ids of the %s error catalogue, each once', (locale) => {
    expect(new Set(MESSAGE_CODES).size).toBe(MESSAGE_CODES.length);
    expect([...readErrorCatalogue(locale).keys()].sort()).toEqual([...MESSAGE_CODES].sort());
  });
});

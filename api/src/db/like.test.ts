import { likeLiteral } from './like';

describe('likeLiteral', () => {
  it('escapes the wildcards and the escape character, and nothing else', () => {
    expect(likeLiteral('50% na_vše \\ ok')).toBe('50\\% na\\_vše \\\\ ok');
    expect(likeLiteral('Vánoční kampaň')).toBe('Vánoční kampaň');
  });
});

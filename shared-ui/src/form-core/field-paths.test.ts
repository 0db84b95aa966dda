import { formFieldOf } from './field-paths';

describe('formFieldOf', () => {
  const paths = { companyId: 'company', items: 'rows' };
  it('renames a path the form keeps elsewhere, and a path inside it by its head', () => {
    expect(formFieldOf(paths, 'companyId')).toBe('company');
    expect(formFieldOf(paths, 'items.0.name')).toBe('rows.0.name');
  });
  it('keeps any other path', () => {
    expect(formFieldOf(paths, 'email')).toBe('email');
    expect(formFieldOf({}, 'a.b')).toBe('a.b');
  });
});

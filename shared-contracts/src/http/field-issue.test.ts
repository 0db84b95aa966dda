import * as v from 'valibot';
import { fieldIssueOf } from './field-issue';

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map(fieldIssueOf);
};

describe('fieldIssueOf', () => {
  const Schema = v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('campaign_name_required'), v.maxLength(5)),
    email: v.pipe(v.string(), v.email()),
    count: v.pipe(v.number(), v.minValue(1), v.maxValue(9)),
    note: v.pipe(v.string(), v.minLength(3)),
    items: v.array(v.object({ title: v.string() })),
  });

  it('names each rule with its values, and the field by its path', () => {
    expect(
      issuesOf(Schema, { name: 'abcdefg', email: 'x', count: 10, note: 'ab', items: [{ title: 1 }] }),
    ).toEqual([
      { field: 'name', code: 'field_max_length', params: { count: 5 } },
      { field: 'email', code: 'field_email' },
      { field: 'count', code: 'field_max_value', params: { max: '9' } },
      { field: 'note', code: 'field_min_length', params: { count: 3 } },
      { field: 'items.0.title', code: 'field_type' },
    ]);
  });

  it("keeps the schema's own message code beside the generic rule", () => {
    expect(issuesOf(Schema.entries.name, '  ')).toEqual([
      { field: 'body', code: 'field_required', named: 'campaign_name_required' },
    ]);
  });

  it('reads a missing value as required, an empty text under a minimum length too', () => {
    expect(issuesOf(Schema, { name: 'a', email: 'a@b.cz', count: 1, note: '', items: [] })).toEqual([
      { field: 'note', code: 'field_required' },
    ]);
    expect(issuesOf(v.object({ id: v.number() }), {})).toEqual([{ field: 'id', code: 'field_required' }]);
  });

  it('calls any other broken rule invalid', () => {
    expect(issuesOf(v.pipe(v.string(), v.regex(/^\d+$/)), 'x')).toEqual([
      { field: 'body', code: 'field_invalid' },
    ]);
  });
});

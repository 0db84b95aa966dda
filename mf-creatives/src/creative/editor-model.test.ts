import { LEADERBOARD_FIELDS, creativeFile, formatField } from './creative-fixtures';
import { editorValuesOf, inputsOf, partPaths, partValuesOf, textIssueErrors } from './editor-model';

describe('the parts of a creative in the form', () => {
  it('keeps each part as one field, and makes the values the save sends of them', () => {
    const parts = partValuesOf(LEADERBOARD_FIELDS);
    expect(parts).toEqual({
      texts: { f305: '' },
      files: { f301: null, f302: null, f303: null, f304: null },
    });
    const filled = { ...parts, files: { ...parts.files, f301: creativeFile(601) } };
    expect(inputsOf(editorValuesOf(LEADERBOARD_FIELDS, filled))).toEqual([
      { fieldId: 301, fileId: 601 },
      { fieldId: 303, fileId: null },
      { fieldId: 305, text: null },
    ]);
  });

  it("puts the server's messages about the sent values on the parts they were sent for", () => {
    const inputs = inputsOf(editorValuesOf(LEADERBOARD_FIELDS, {}));
    const paths = partPaths(inputs);
    expect(paths['fieldValues.0.fileId']).toBe('files.f301');
    expect(paths['fieldValues.1']).toBe('files.f303');
    // The converted images are not sent: the alt text is the third value.
    expect(paths['fieldValues.2.text']).toBe('texts.f305');
  });

  it("says a text's issue by its field's rule, on that part only", () => {
    const fields = [
      formatField({ id: 9, name: 'headline', restrictions: [{ type: 'text_max_len', value: '3' }] }),
    ];
    const say = (_issue: unknown, field: string) => `${field}: too long`;
    expect(textIssueErrors(editorValuesOf(fields, { texts: { f9: 'abcd' } }), say)).toEqual({
      texts: { f9: 'headline: too long' },
    });
    expect(textIssueErrors(editorValuesOf(fields, { texts: { f9: 'abc' } }), say)).toEqual({});
  });
});

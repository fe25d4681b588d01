import { describe, expect, it } from 'vitest';

import { containsControlCharacters, createTextListSchema } from './fields.js';

describe('containsControlCharacters', () => {
  it('finds NUL, the other C0 controls and DEL anywhere in the text', () => {
    for (const text of ['\u0000', 'Ada\u0000', 'a\u0007b', '\u001b[31m', 'x\u007f']) {
      expect(containsControlCharacters(text), JSON.stringify(text)).toBe(true);
      expect(containsControlCharacters(text, { multiline: true }), JSON.stringify(text)).toBe(true);
    }
  });

  it('lets tabs and line breaks into multi-line text only', () => {
    expect(containsControlCharacters('two\nlines')).toBe(true);
    expect(containsControlCharacters('a\tb')).toBe(true);
    expect(containsControlCharacters('two\r\nlines\tand a tab', { multiline: true })).toBe(false);
  });

  it('accepts ordinary text in any script', () => {
    expect(containsControlCharacters("Zoë O'Brien-Łukasz 李 💪")).toBe(false);
  });
});

describe('createTextListSchema', () => {
  it('refuses an entry with a control character, naming the list', () => {
    const result = createTextListSchema('Allergies').safeParse(['peanuts', 'pollen\u0000']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Allergies entries must not contain control characters',
    );
  });
});

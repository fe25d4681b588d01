/**
 * PDF's standard fonts (Helvetica, no font file embedded) draw WinAnsi text only: ASCII, Latin-1
 * (é, µ, °, ±, ×) and the Windows-1252 extras (– — ‘ ’ “ ” • … €). Anything else would come out as
 * a wrong glyph (≥ was drawn as `"e`), so every string goes through {@link toWinAnsi} first.
 */

const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Characters outside WinAnsi that have a faithful plain spelling. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '≈': '~',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '–',
  '―': '—',
  '→': '->',
  '←': '<-',
  '′': "'",
  '″': '"',
  μ: 'µ',
  '✓': 'yes',
  '✔': 'yes',
  '✗': 'no',
  '\t': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u2007': ' ',
  '\u202f': ' ',
  '\u200b': '',
  '\u00ad': '',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    CP1252_EXTRAS.has(char)
  );
}

/**
 * The text as the standard fonts can draw it: WinAnsi characters as they are, known symbols
 * spelled out (≥ → ">=", ≤ → "<=", Greek μ → µ), letters with marks WinAnsi lacks without the mark
 * (Māori → Maori), and anything else as "?".
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += plain !== '' && [...plain].every(isWinAnsi) ? plain : '?';
  }
  return out;
}

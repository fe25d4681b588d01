import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { FUNCTION_LIMIT, findViolations } from '../check-code-size.mjs';
import { measureFunctions } from '../measure.mjs';

function byName(results, name) {
  const found = results.find((fn) => fn.name === name);
  assert.ok(found, `no function ${name} in ${JSON.stringify(results)}`);
  return found;
}

describe('own lines of a function', () => {
  it('counts code lines, not blank lines or comments', () => {
    const [fn] = measureFunctions(
      'a.ts',
      [
        'function f() {',
        '  // a comment',
        '',
        '  const a = 1;',
        '  /* b */',
        '  return a;',
        '}',
      ].join('\n'),
    );
    assert.deepEqual(fn, { name: 'f', line: 1, span: 7, own: 4 });
  });

  it('leaves nested functions to be measured on their own', () => {
    const results = measureFunctions(
      'a.ts',
      [
        'export function createService() {',
        '  async function load() {',
        '    const x = 1;',
        '    return x;',
        '  }',
        '  const save = () => {',
        '    return 2;',
        '  };',
        '  return { load, save };',
        '}',
      ].join('\n'),
    );
    // its first and last lines, each nested function's first line, and the return
    assert.equal(byName(results, 'createService').own, 5);
    assert.equal(byName(results, 'load').own, 4);
    assert.equal(byName(results, 'save').own, 3);
  });

  it('does not count declarative data (a literal with no function inside)', () => {
    const table = Array.from({ length: 200 }, (_, i) => `    row${i}: ${i},`);
    const [fn] = measureFunctions(
      'a.ts',
      ['function rows() {', '  return {', ...table, '  };', '}'].join('\n'),
    );
    assert.equal(fn.own, 3);
  });

  it('counts an object of functions by the lines that hold code', () => {
    const methods = Array.from({ length: 130 }, (_, i) => `    m${i}: () => call(${i}),`);
    const results = measureFunctions(
      'a.ts',
      ['function client() {', '  return {', ...methods, '  };', '}'].join('\n'),
    );
    // each one-line method's line holds code of the factory too (the key), so the factory is long
    assert.ok(byName(results, 'client').own > FUNCTION_LIMIT);
  });

  it('measures JSX components', () => {
    const [fn] = measureFunctions(
      'a.tsx',
      [
        'export function Card() {',
        '  return (',
        '    <div>',
        '      hi',
        '    </div>',
        '  );',
        '}',
      ].join('\n'),
    );
    assert.equal(fn.name, 'Card');
    assert.equal(fn.own, 7);
  });
});

describe('the baseline only shrinks', () => {
  const measured = {
    functions: [{ key: 'a.ts#big', file: 'a.ts', name: 'big', line: 1, span: 300, own: 200 }],
    webFiles: [{ key: 'b.tsx', lines: 400 }],
  };

  it('reports code over a limit that the baseline does not list', () => {
    const violations = findViolations(measured, { functions: {}, webFiles: {} });
    assert.equal(violations.length, 2);
  });

  it('allows listed code at or under its listed size, and reports growth', () => {
    assert.deepEqual(
      findViolations(measured, { functions: { 'a.ts#big': 200 }, webFiles: { 'b.tsx': 400 } }),
      [],
    );
    const grown = findViolations(measured, {
      functions: { 'a.ts#big': 199 },
      webFiles: { 'b.tsx': 400 },
    });
    assert.deepEqual(grown, ['a.ts:1 big: 200 own lines (limit 120; it had 199)']);
  });
});

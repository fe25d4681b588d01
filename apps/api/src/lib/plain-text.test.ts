import { describe, expect, it } from 'vitest';

import { hasInternalReference, removeInternalReferences } from './plain-text.js';

describe('removeInternalReferences', () => {
  it('drops a bracketed document reference and keeps the sentence', () => {
    expect(
      removeInternalReferences(
        'Self-reported diagnosis (2-assessment.md §3.5: reported conditions get level "existing").',
      ),
    ).toBe('Self-reported diagnosis.');
  });

  it('gives the fallback for a text that is only an internal reference', () => {
    expect(
      removeInternalReferences('2-assessment.md §9 wizard risk-level thresholds', 'cut-offs'),
    ).toBe('cut-offs');
    expect(removeInternalReferences('Spec "Dementia" thresholds 10/5', 'cut-offs')).toBe(
      'cut-offs',
    );
  });

  it('leaves clean text alone', () => {
    const text = 'STOP-Bang: 0–2 low, 3–4 intermediate, 5–8 high (Chung 2008/2012)';
    expect(removeInternalReferences(text)).toBe(text);
    expect(hasInternalReference(text)).toBe(false);
    expect(hasInternalReference('see 1-product.md')).toBe(true);
  });
});

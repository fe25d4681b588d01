import { CONDITION_NAMES } from '@healthscreen/risk-engine';
import { describe, expect, it } from 'vitest';

import { listOfferedConditions } from './offered-conditions.ts';

const WOMEN_ONLY = ['Ovarian Cancer', 'Cervical Cancer', 'Endometrial Cancer', 'Breast Cancer'];

describe('listOfferedConditions', () => {
  it("offers a man no women's cancers, and a woman no prostate cancer", () => {
    const men = listOfferedConditions('male', []);
    for (const name of ['Ovarian Cancer', 'Cervical Cancer', 'Endometrial Cancer']) {
      expect(men).not.toContain(name);
    }
    expect(men).toContain('Prostate Cancer');
    const women = listOfferedConditions('female', []);
    expect(women).not.toContain('Prostate Cancer');
    for (const name of WOMEN_ONLY) expect(women).toContain(name);
  });

  it('offers all 35 when the sex is not known, and keeps a choice saved earlier', () => {
    expect(listOfferedConditions(undefined, [])).toEqual([...CONDITION_NAMES]);
    expect(listOfferedConditions('male', ['Ovarian Cancer'])).toContain('Ovarian Cancer');
  });
});

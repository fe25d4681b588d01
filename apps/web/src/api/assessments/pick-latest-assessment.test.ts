import { describe, expect, it } from 'vitest';

import { createAssessmentFixture } from '../../testing/fixtures.ts';
import { pickLatestAssessment } from './pick-latest-assessment.ts';

const JANUARY = '2025-01-02T10:00:00.000Z';
const MAY = '2025-05-02T10:00:00.000Z';

describe('pickLatestAssessment', () => {
  it('picks the newest by createdAt whatever the order of the list', () => {
    const older = createAssessmentFixture('older', JANUARY);
    const newer = createAssessmentFixture('newer', MAY);
    expect(pickLatestAssessment([older, newer])?.id).toBe('newer');
    expect(pickLatestAssessment([newer, older])?.id).toBe('newer');
  });

  it('of two created at the same moment, picks the later in the list', () => {
    const first = createAssessmentFixture('first', MAY);
    const second = createAssessmentFixture('second', MAY);
    expect(pickLatestAssessment([first, second])?.id).toBe('second');
  });

  it('is undefined for an empty list', () => {
    expect(pickLatestAssessment([])).toBeUndefined();
  });
});

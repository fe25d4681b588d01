import type { Assessment } from '@healthscreen/api-client';
import { describe, expect, it } from 'vitest';

import { createAssessmentFixture } from '../../testing/fixtures.ts';
import { pickLatestAnswersOf, pickLatestAssessment } from './pick-latest-assessment.ts';

const JANUARY = '2025-01-02T10:00:00.000Z';
const MAY = '2025-05-02T10:00:00.000Z';

function createWithAnswers(
  id: string,
  createdAt: string,
  variant: Assessment['variant'],
  responses: Record<string, unknown>,
): Assessment {
  return { ...createAssessmentFixture(id, createdAt), variant, responses };
}

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

describe('pickLatestAnswersOf', () => {
  it('skips newer assessments that hold no answers of the variant', () => {
    const survey = createWithAnswers('survey', JANUARY, 'survey', { age: 50 });
    const wizard = createWithAnswers('wizard', MAY, 'wizard', { age: 60 });
    expect(pickLatestAnswersOf([survey, wizard], 'survey')).toEqual({ age: 50 });
  });

  it('finds the original answers kept in an essential assessment', () => {
    const survey = createWithAnswers('survey', JANUARY, 'survey', { age: 50 });
    const edited = createWithAnswers('edited', MAY, 'essential', {
      originalAnswers: { variant: 'survey', responses: { age: 55 } },
    });
    expect(pickLatestAnswersOf([edited, survey], 'survey')).toEqual({ age: 55 });
  });

  it('is undefined when no assessment holds answers of the variant', () => {
    const wizard = createWithAnswers('wizard', MAY, 'wizard', { age: 60 });
    expect(pickLatestAnswersOf([wizard], 'survey')).toBeUndefined();
  });
});

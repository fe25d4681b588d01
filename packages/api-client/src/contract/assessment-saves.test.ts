import { describe, expect, it } from 'vitest';

import {
  CreateAssessmentRequestSchema,
  UpdateAssessmentRequestSchema,
} from './assessment-saves.js';

describe('CreateAssessmentRequestSchema (POST /api/assessments)', () => {
  const survey = {
    variant: 'survey',
    age: 57,
    biologicalSex: 'female',
    heightCm: 162,
    weightKg: 81,
    ethnicity: 'black_african_american',
    smokingStatus: 'current',
  } as const;

  function listIssues(body: unknown) {
    const result = CreateAssessmentRequestSchema.safeParse(body);
    return result.success
      ? []
      : result.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
        }));
  }

  it('parses a finished assessment: save options apart from the answers, server-owned keys stripped', () => {
    const parsed = CreateAssessmentRequestSchema.parse({ ...survey, revision: 2, userId: 'x' });
    expect(parsed.draft).toBe(false);
    expect(parsed.revision).toBe(2);
    expect(parsed.answers).toMatchObject({ variant: 'survey', age: 57 });
    expect(parsed.answers).not.toHaveProperty('userId');
    expect(parsed.answers).not.toHaveProperty('revision');
  });

  it('needs the required answers of a finished assessment, naming the field', () => {
    expect(listIssues({ ...survey, age: undefined })).toEqual([
      { path: 'age', message: 'Age is required' },
    ]);
    expect(listIssues({ ...survey, heightCm: 400 })[0]).toEqual({
      path: 'heightCm',
      message: 'Height must be between 120 and 220 cm',
    });
  });

  it('takes incomplete answers as a draft', () => {
    const parsed = CreateAssessmentRequestSchema.parse({ variant: 'survey', age: 50, draft: true });
    expect(parsed).toMatchObject({ draft: true, revision: undefined, answers: { age: 50 } });
  });

  it('reports a bad save option before looking at the answers', () => {
    expect(listIssues({ ...survey, age: 400, revision: -1 })).toEqual([
      { path: 'revision', message: 'revision must be 0 or more' },
    ]);
    expect(listIssues(null)[0]?.path).toBe('');
  });
});

describe('UpdateAssessmentRequestSchema (PUT /api/assessments/{id})', () => {
  it('checks the save options and hands the answers on as sent', () => {
    const body = { age: 'not checked here', revision: 4, complete: true };
    expect(UpdateAssessmentRequestSchema.parse(body)).toEqual({
      revision: 4,
      complete: true,
      answers: body,
    });
    expect(UpdateAssessmentRequestSchema.safeParse({ revision: 1.5 }).success).toBe(false);
    expect(UpdateAssessmentRequestSchema.safeParse({ complete: 'yes' }).success).toBe(false);
  });
});

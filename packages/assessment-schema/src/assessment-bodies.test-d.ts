import { describe, expectTypeOf, it } from 'vitest';

import type {
  CreateAssessmentBody,
  CreateAssessmentBodyInput,
  UpdateAssessmentBodyInput,
} from './assessment-bodies.js';

describe('assessment body types', () => {
  it('types the client input by variant, not as unknown', () => {
    expectTypeOf<CreateAssessmentBodyInput>().not.toBeUnknown();
    expectTypeOf<{ demographics: { age: 40 } }>().toExtend<CreateAssessmentBodyInput>();
    expectTypeOf<{ variant: 'survey'; age: 40 }>().toExtend<UpdateAssessmentBodyInput>();
    expectTypeOf<5>().not.toExtend<CreateAssessmentBodyInput>();
  });

  it('always carries the variant after parsing', () => {
    expectTypeOf<CreateAssessmentBody['variant']>().toEqualTypeOf<
      'wizard' | 'essential' | 'survey'
    >();
  });
});

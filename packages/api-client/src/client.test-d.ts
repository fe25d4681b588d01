import { describe, expectTypeOf, it } from 'vitest';

import type { ApiClient, RouteCallOptions, RouteResponse } from './client.js';
import type { CreateAssessmentSave, UpdateAssessmentSave } from './contract/assessment-saves.js';
import type { Assessment } from './contract/assessments.js';
import type { z } from 'zod';
import type { ROUTES } from './contract/routes.js';
import type { User } from './contract/user.js';

describe('call(route) types', () => {
  it('types the answer by the row’s response schemas', () => {
    expectTypeOf<RouteResponse<typeof ROUTES.assessments.get>>().toEqualTypeOf<Assessment>();
    expectTypeOf<RouteResponse<typeof ROUTES.auth.user>>().toEqualTypeOf<User>();
    expectTypeOf<Awaited<ReturnType<ApiClient['call']>>>().not.toBeAny();
  });

  it('requires the path parameters and the body a row declares', () => {
    expectTypeOf<{ params: { id: string } }>().toExtend<
      RouteCallOptions<typeof ROUTES.assessments.get>
    >();
    expectTypeOf<{ signal?: AbortSignal }>().not.toExtend<
      RouteCallOptions<typeof ROUTES.assessments.get>
    >();
    expectTypeOf<{ body: { firstName: string } }>().toExtend<
      RouteCallOptions<typeof ROUTES.auth.updateProfile>
    >();
    expectTypeOf<{ body: { role: string } }>().not.toExtend<
      RouteCallOptions<typeof ROUTES.auth.updateProfile>
    >();
    expectTypeOf<{ body: { name: string } }>().not.toExtend<
      RouteCallOptions<typeof ROUTES.health.check>
    >();
  });

  it('types the assessment bodies as the variants’ answers, and the server’s view as parsed', () => {
    expectTypeOf<{ body: { variant: 'survey'; age: 40 } }>().toExtend<
      RouteCallOptions<typeof ROUTES.assessments.create>
    >();
    expectTypeOf<{ body: 5 }>().not.toExtend<RouteCallOptions<typeof ROUTES.assessments.create>>();
    expectTypeOf<
      z.output<typeof ROUTES.assessments.create.body>
    >().toEqualTypeOf<CreateAssessmentSave>();
    expectTypeOf<
      z.output<typeof ROUTES.assessments.update.body>
    >().toEqualTypeOf<UpdateAssessmentSave>();
  });
});

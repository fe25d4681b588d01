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

describe('the methods built from the route table', () => {
  it('has a group of methods for every group of the table, and one method per row', () => {
    expectTypeOf<keyof typeof ROUTES>().toExtend<keyof ApiClient>();
    expectTypeOf<keyof ApiClient['assessments']>().toEqualTypeOf<keyof typeof ROUTES.assessments>();
  });

  it('types each method by its row: input, answer, and optional input when nothing is required', () => {
    expectTypeOf<Parameters<ApiClient['assessments']['get']>[0]>().toEqualTypeOf<
      RouteCallOptions<typeof ROUTES.assessments.get>
    >();
    expectTypeOf<ReturnType<ApiClient['assessments']['get']>>().toEqualTypeOf<
      Promise<Assessment>
    >();
    expectTypeOf<ReturnType<ApiClient['auth']['login']>>().toEqualTypeOf<Promise<{ user: User }>>();
    expectTypeOf<[]>().toExtend<Parameters<ApiClient['health']['check']>>();
    expectTypeOf<[]>().not.toExtend<Parameters<ApiClient['assessments']['get']>>();
    expectTypeOf<[]>().not.toExtend<Parameters<ApiClient['auth']['login']>>();
  });

  it('answers a download row with a File and takes an upload row’s file', () => {
    expectTypeOf<ReturnType<ApiClient['reports']['assessmentPdf']>>().toEqualTypeOf<
      Promise<File>
    >();
    expectTypeOf<{ file: Blob }>().toExtend<
      RouteCallOptions<typeof ROUTES.fitness.appleHealthImport>
    >();
    expectTypeOf<{ body: { file: 'x' } }>().not.toExtend<
      RouteCallOptions<typeof ROUTES.fitness.appleHealthImport>
    >();
  });
});

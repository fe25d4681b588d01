import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A response serializer for the hottest route, GET /api/auth/user (every page load asks it): the
 * route's zod response schema turned into JSON Schema and compiled by fast-json-stringify, the
 * serializer Fastify itself uses. It writes only the properties the schema declares, in its order,
 * and throws when a required one is missing, so nothing else on the object can leak out. Unlike
 * the app-wide zod serializer it does not check formats or enums: use it only where the handler
 * builds the payload field by field from typed data (`toApiUser`). About a tenth of that
 * route's CPU went into the zod check (docs/decisions/0005-leaner-authenticated-requests.md).
 */
export function fieldListSerializerCompiler({
  schema,
}: {
  schema: unknown;
}): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new TypeError('a zod response schema is required');
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}

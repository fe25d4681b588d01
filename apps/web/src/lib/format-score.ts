// the wording is shared with the GP report (PDF) and the clinician's page: one rule, in api-client
export { formatScore } from '@healthscreen/api-client';

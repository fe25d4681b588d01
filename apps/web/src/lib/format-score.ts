// the wording is shared with the GP report (PDF) and the clinician's page: one rule, in domain-policy
export { describeCutOffs, formatScore } from '@healthscreen/domain-policy';

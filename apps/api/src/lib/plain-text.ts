/**
 * What a clinician or a person reads never names the product's own documents: results stored by
 * older engine versions carry notes such as "(2-assessment.md §3.5: …)" and level sources such as
 * "2-assessment.md §9 wizard risk-level thresholds". The PDF report, the shared page and the FHIR
 * export pass their texts through here.
 */

/** A reference to an internal document: a ".md" file name, a "§" section, the word "spec". */
const INTERNAL = /\.md\b|§|\bspec\b/i;

/** Whether `text` names an internal document (a test scans every output with it). */
export function hasInternalReference(text: string): boolean {
  return INTERNAL.test(text);
}

/** `text` without bracketed internal references; a text that is nothing else gives `fallback`. */
export function removeInternalReferences(text: string, fallback = ''): string {
  const cleaned = text
    .replace(/\s*\([^()]*(?:\.md\b|§)[^()]*\)/g, '')
    .replace(/\s+([.,;:])/g, '$1')
    .trim();
  return hasInternalReference(cleaned) ? fallback : cleaned;
}

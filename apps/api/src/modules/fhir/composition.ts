import type {
  FhirComposition,
  FhirDevice,
  FhirNarrative,
  FhirReference,
  FhirResource,
  ScreeningRecommendationItem,
} from '@healthscreen/api-client';
import { toInlineFrequency } from '@healthscreen/risk-engine';

/**
 * The document's Composition (the Bundle's first entry) and its author, the HealthScreen Device.
 * Four sections, each with a narrative a clinician reads and the entries it lists: red flags,
 * measurements, risk assessments, screening plan (the plan has no FHIR resources of its own, so
 * its narrative carries it).
 */

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** XHTML narrative: a list of lines, or one paragraph when there is a single line. */
export function toNarrative(lines: readonly string[]): FhirNarrative {
  const body =
    lines.length === 1
      ? `<p>${escapeXml(lines[0] ?? '')}</p>`
      : `<ul>${lines.map((line) => `<li>${escapeXml(line)}</li>`).join('')}</ul>`;
  return { status: 'generated', div: `<div xmlns="http://www.w3.org/1999/xhtml">${body}</div>` };
}

export function buildDevice(id: string, engineVersion: string | null): FhirDevice {
  return {
    resourceType: 'Device',
    id,
    deviceName: [{ name: 'HealthScreen health risk screening', type: 'user-friendly-name' }],
    ...(engineVersion ? { version: [{ value: engineVersion }] } : {}),
  };
}

/** A line describing one resource of a section, for its narrative. */
function describeEntry(resource: FhirResource): string {
  switch (resource.resourceType) {
    case 'Observation': {
      const what = resource.code.coding?.[0]?.display ?? resource.code.text ?? 'Observation';
      if (resource.valueQuantity) {
        return `${what}: ${resource.valueQuantity.value ?? ''} ${resource.valueQuantity.unit ?? ''}`.trim();
      }
      if (resource.component) {
        const parts = resource.component.map((c) => c.valueQuantity?.value ?? '?').join('/');
        return `${what}: ${parts} mmHg`;
      }
      return `${what}: ${resource.valueCodeableConcept?.text ?? ''}`;
    }
    case 'RiskAssessment': {
      const prediction = resource.prediction?.[0];
      return `${prediction?.outcome.text ?? 'Risk'}: ${prediction?.qualitativeRisk?.text ?? ''}${prediction?.rationale ? `. ${prediction.rationale}` : ''}`;
    }
    default:
      return resource.resourceType;
  }
}

function section(
  title: string,
  resources: readonly FhirResource[],
  toReference: (resource: FhirResource) => FhirReference,
  empty: string,
): FhirComposition['section'][number] {
  return {
    title,
    text: toNarrative(resources.length === 0 ? [empty] : resources.map(describeEntry)),
    ...(resources.length === 0 ? {} : { entry: resources.map(toReference) }),
  };
}

function describeScreening(item: ScreeningRecommendationItem): string {
  return `${item.disease} (${item.riskLevel} risk, ${item.priority === 'urgent' ? 'urgent' : 'recommended'}): ${item.tests.join('; ')}, ${toInlineFrequency(item.frequency)}`;
}

export function buildComposition(options: {
  id: string;
  patient: FhirReference;
  author: FhirReference;
  date: Date;
  redFlags: readonly FhirResource[];
  measurements: readonly FhirResource[];
  riskAssessments: readonly FhirResource[];
  screening: readonly ScreeningRecommendationItem[];
  toReference: (resource: FhirResource) => FhirReference;
}): FhirComposition {
  const { toReference } = options;
  return {
    resourceType: 'Composition',
    id: options.id,
    text: toNarrative([
      'HealthScreen health risk report: the person’s own answers and screening estimates from published models. Not a diagnosis.',
    ]),
    // the person's answers and model estimates, not a clinician's attested record
    status: 'preliminary',
    type: { text: 'Health risk screening report' },
    subject: options.patient,
    date: options.date.toISOString(),
    author: [options.author],
    title: 'HealthScreen health risk report',
    section: [
      section('Red flags', options.redFlags, toReference, 'No red-flag symptoms were reported.'),
      section(
        'Measurements',
        options.measurements,
        toReference,
        'No measured values were entered.',
      ),
      section(
        'Risk assessments',
        options.riskAssessments,
        toReference,
        'No condition results are included.',
      ),
      {
        title: 'Screening plan',
        text: toNarrative(
          options.screening.length === 0
            ? ['No moderate or high result calls for extra screening.']
            : options.screening.map(describeScreening),
        ),
      },
    ],
  };
}

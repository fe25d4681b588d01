import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';

const sections: readonly LegalSection[] = [
  {
    heading: 'Health disclaimer',
    body: (
      <>
        <p>
          HealthScreen gives general wellness information about your risk of chronic disease. It is
          not a medical device, does not diagnose, treat or prevent any condition, and is no
          substitute for advice from a doctor or other qualified health professional.
        </p>
        <p>
          Do not ignore professional advice, or delay seeking it, because of anything HealthScreen
          shows. If you think you may have a medical emergency, call 000 immediately.
        </p>
      </>
    ),
  },
  {
    heading: 'No guarantee of accuracy',
    body: (
      <p>
        Risk estimates come from published statistical models applied to the answers you give. They
        describe risk across groups of people and cannot predict what will happen to any one person.
        Models have limits: some were developed outside Australia, some conditions have no validated
        model, and every estimate depends on complete and correct answers. We take care to implement
        the models faithfully but do not guarantee that any result is accurate, complete or suitable
        for your circumstances.
      </p>
    ),
  },
  {
    heading: 'User responsibility',
    body: (
      <>
        <p>
          You must be 18 or older to use HealthScreen. You agree to give truthful information, keep
          your password confidential, and tell us promptly if you believe someone else has used your
          account.
        </p>
        <p>
          You are responsible for the decisions you make using the information HealthScreen
          provides. Discuss your results and any screening or lifestyle changes with your doctor.
        </p>
      </>
    ),
  },
  {
    heading: 'Limitation of liability',
    body: (
      <>
        <p>
          Nothing in these terms excludes, restricts or modifies any right or remedy you have under
          the Australian Consumer Law that cannot lawfully be excluded.
        </p>
        <p>
          To the extent the law allows, HealthScreen is not liable for any loss or damage arising
          from your use of, or reliance on, the service or its results, and our total liability for
          a failure to meet a consumer guarantee is limited to supplying the service again or paying
          the cost of having it supplied again.
        </p>
      </>
    ),
  },
  {
    heading: 'Intellectual property',
    body: (
      <p>
        The HealthScreen software, design, text and graphics belong to HealthScreen or its
        licensors. You may use the service and keep copies of your own results for personal,
        non-commercial purposes. You may not copy, modify, resell or reverse-engineer the service.
        The published risk models we use remain the work of their authors and are cited in your
        results.
      </p>
    ),
  },
  {
    heading: 'Privacy',
    body: (
      <p>
        We handle your personal and health information in accordance with the Privacy Act 1988 (Cth)
        and the Australian Privacy Principles, as described in our{' '}
        <Link className="font-medium text-brand-700 underline" to={paths.privacy}>
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. When we make a material change we will tell you
        by e-mail or in the app before it takes effect. If you keep using HealthScreen after a
        change takes effect, the updated terms apply; if you do not agree, you may close your
        account at any time.
      </p>
    ),
  },
  {
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws in force in Australia. You and HealthScreen submit to
        the non-exclusive jurisdiction of the courts of Australia.
      </p>
    ),
  },
];

/** /terms-and-conditions — 8 sections, effective January 1, 2024. */
export function TermsAndConditionsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      effectiveDate="January 1, 2024"
      intro={
        <p>
          These terms apply to your use of HealthScreen, a personal health risk screening service.
          By creating an account or using the service you agree to them. Please read them together
          with our Privacy Policy.
        </p>
      }
      sections={sections}
    />
  );
}

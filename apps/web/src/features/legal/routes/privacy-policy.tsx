import { env } from '../../../config/env.ts';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';

const sections: readonly LegalSection[] = [
  {
    heading: 'Information we collect',
    body: (
      <>
        <p>We collect only what the service needs:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <strong>Identity and contact information:</strong> your name, e-mail address and other
            contact details you give us.
          </li>
          <li>
            <strong>Health information:</strong> your age, gender, health status, medical and family
            history, test results, lifestyle (such as smoking, diet and physical activity), symptoms
            and risk factors you enter in the assessment.
          </li>
          <li>
            <strong>Technical information:</strong> your device and browser type and IP address,
            used to run and protect the service.
          </li>
          <li>
            <strong>Uploaded documents:</strong> files you choose to upload, such as pathology
            reports.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'How we use your information',
    body: (
      <p>
        We use your information to calculate your risk estimates, recommend screenings and lifestyle
        plans, run your account and subscription, answer your support requests, keep the service
        secure, and improve it using de-identified usage statistics. We do not use your health
        information for advertising and we never sell it.
      </p>
    ),
  },
  {
    heading: 'Legal basis: your consent',
    body: (
      <p>
        Health information is sensitive information under the Privacy Act 1988 (Cth). We collect it
        only with your explicit consent, which you give when you create an account and complete the
        assessment. You can withdraw consent at any time by deleting your account; we then stop
        processing your health information.
      </p>
    ),
  },
  {
    heading: 'Storage and security',
    body: (
      <p>
        Your information is stored on our servers, not in your browser, and is sent over encrypted
        connections. Passwords are stored only as strong one-way hashes. Access to your records is
        limited to your own account and to staff who need it to run the service, and access is
        logged. No system is perfectly secure; if a data breach is likely to cause you serious harm,
        we will notify you and the regulator as the Notifiable Data Breaches scheme requires.
      </p>
    ),
  },
  {
    heading: 'Sharing your information',
    body: (
      <p>
        We share your information only with service providers that help us run HealthScreen (such as
        hosting and payment processing), under contracts that require them to protect it; with a
        health provider when you choose to share your results; or when the law requires it. We do
        not sell or rent your information.
      </p>
    ),
  },
  {
    heading: 'Your rights: access, correction and deletion',
    body: (
      <p>
        You can see and correct your profile in Account Settings and update your health information
        by retaking the assessment at any time. In Account Settings, &ldquo;Download my data&rdquo;
        gives you at once a copy of everything we hold about you as one file, and &ldquo;Delete my
        account&rdquo; deletes your account and all of its data. You may also ask us through the
        support page; we respond within 30 days.
      </p>
    ),
  },
  {
    heading: 'Retention',
    body: (
      <p>
        We keep your information while your account is open. When you delete your account we delete
        your profile, assessments, results, plans, uploaded documents, payment history and the
        messages you sent us, in one step. Our card payment provider keeps its own records of your
        payments for as long as the law requires it to.
      </p>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        We use one strictly necessary cookie to keep you signed in. It expires when your session
        ends. We do not use advertising or third-party tracking cookies.
      </p>
    ),
  },
  {
    heading: 'International transfers',
    body: (
      <p>
        We aim to store your information in Australia. If a service provider processes it overseas,
        we take reasonable steps, as Australian Privacy Principle 8 requires, to make sure it is
        handled consistently with Australian privacy law.
      </p>
    ),
  },
  {
    heading: 'Children',
    body: (
      <p>
        HealthScreen is for adults aged 18 and over. We do not knowingly collect information from
        anyone younger. If you believe a child has given us information, contact us and we will
        delete it.
      </p>
    ),
  },
  {
    heading: 'Changes to this policy',
    body: (
      <p>
        We may update this policy. We will tell you about material changes by e-mail or in the app
        before they take effect, and the effective date above shows the current version.
      </p>
    ),
  },
  {
    heading: 'Contact and complaints',
    body: (
      <>
        <p>
          For privacy questions, requests or complaints, e-mail{' '}
          <a
            className="font-medium text-brand-700 underline"
            href={`mailto:${env.VITE_SUPPORT_EMAIL}`}
          >
            {env.VITE_SUPPORT_EMAIL}
          </a>
          . We will respond within 30 days.
        </p>
        <p>
          If you are not satisfied with our response, you can complain to the Office of the
          Australian Information Commissioner (OAIC) at oaic.gov.au or by calling 1300 363 992.
        </p>
      </>
    ),
  },
];

/** /privacy-policy — 12 sections, effective January 1, 2025, naming the OAIC. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      effectiveDate="January 1, 2025"
      intro={
        <p>
          This policy explains how HealthScreen collects, uses, stores and shares your personal and
          health information, and the choices you have. We follow the Privacy Act 1988 (Cth) and the
          Australian Privacy Principles.
        </p>
      }
      sections={sections}
    />
  );
}

import { Card, CardContent, CardHeader, CardTitle } from '@healthscreen/ui-kit/card';
import { Clock, Mail, Wrench } from 'lucide-react';

import { Page } from '../../../components/page.tsx';
import { env } from '../../../config/env.ts';
import { ContactForm } from '../components/contact-form.tsx';

const faqs = [
  {
    question: 'How accurate are the risk scores?',
    answer:
      'Scores come from published, peer-reviewed risk models and are only as accurate as the answers you give. They estimate risk for people like you; they cannot tell whether you have or will develop a condition. Each result shows how strong the evidence behind it is. Talk to your doctor before making medical decisions.',
  },
  {
    question: 'Can I update my health data?',
    answer:
      'Yes. You can retake the assessment at any time, for example after new test results or a change in lifestyle. Your results are recalculated from your latest answers, and earlier assessments stay in your history.',
  },
  {
    question: 'Is my health data secure?',
    answer:
      'Your data is sent over encrypted connections, stored on our servers rather than in your browser, and is only visible to you. We never sell your data. See the Privacy Policy for how we collect, use and protect it.',
  },
] as const;

/** /support — contact details, FAQ and the contact form. */
export function SupportPage() {
  return (
    <Page
      title="Support"
      lead="Questions about HealthScreen, your account or your results? We're here to help."
    >
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-1">
          <Card>
            <CardHeader>
              <CardTitle>Contact us</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4 text-sm text-slate-700">
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span>
                  General support
                  <br />
                  <a
                    className="font-medium text-brand-700 underline"
                    href={`mailto:${env.VITE_SUPPORT_EMAIL}`}
                  >
                    {env.VITE_SUPPORT_EMAIL}
                  </a>
                </span>
              </p>
              <p className="flex gap-3">
                <Wrench aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span>
                  Technical support
                  <br />
                  <a
                    className="font-medium text-brand-700 underline"
                    href={`mailto:${env.VITE_TECH_SUPPORT_EMAIL}`}
                  >
                    {env.VITE_TECH_SUPPORT_EMAIL}
                  </a>
                </span>
              </p>
              <p className="flex gap-3">
                <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span>We reply within 24 hours on business days.</span>
              </p>
            </CardContent>
          </Card>
          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="text-lg font-semibold text-slate-900">
              Frequently asked questions
            </h2>
            <dl className="mt-3 space-y-4">
              {faqs.map((faq) => (
                <div key={faq.question}>
                  <dt className="font-medium text-slate-900">{faq.question}</dt>
                  <dd className="mt-1 text-sm text-slate-700">{faq.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Send us a message</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}

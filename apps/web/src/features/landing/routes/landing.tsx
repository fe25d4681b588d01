import { buttonVariants } from '@healthscreen/ui-kit/button-variants';
import { StepProgress } from '@healthscreen/ui-kit/step-progress';
import { ClipboardList, LineChart, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { ASSESSMENT_STEPS } from '../components/assessment-steps.ts';
import { StatisticsPlaceholder } from '../components/statistics-placeholder.tsx';

const LearnMoreDialog = lazy(async () => ({
  default: (await import('../components/learn-more-dialog.tsx')).LearnMoreDialog,
}));
const Statistics = lazy(async () => ({
  default: (await import('../components/statistics.tsx')).Statistics,
}));

const features = [
  {
    title: 'Comprehensive Assessment',
    text: 'One questionnaire covers cardiovascular disease, diabetes, cancer and 22+ other chronic conditions — 35 in total.',
    Icon: ClipboardList,
  },
  {
    title: 'Personalized Insights',
    text: 'See your risk scores, the screenings recommended for you and lifestyle advice you can act on.',
    Icon: LineChart,
  },
  {
    title: 'Expert-Backed',
    text: 'Scores come from published, peer-reviewed risk models, and each result shows the strength of its evidence.',
    Icon: ShieldCheck,
  },
] as const;

function StartAssessmentButton() {
  return (
    <Link to={paths.assessment} className={buttonVariants({ size: 'lg' })}>
      Start Health Assessment
    </Link>
  );
}

/** The landing page (/). */
export function LandingPage() {
  const [learnMoreOpen, setLearnMoreOpen] = useState(false);
  return (
    <>
      <title>HealthScreen — personal health risk screening</title>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center md:py-24">
          <h1 className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">
            Know your health risks before they become problems
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Take one comprehensive health assessment in about 15 minutes. Get risk scores for
            cardiovascular disease, diabetes, cancer and 22+ other chronic conditions, with the
            screenings and lifestyle changes that matter for you.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <StartAssessmentButton />
            <button
              type="button"
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
              aria-haspopup="dialog"
              onClick={() => setLearnMoreOpen(true)}
            >
              Learn More
            </button>
            {learnMoreOpen && (
              <Suspense fallback={null}>
                <LearnMoreDialog open={learnMoreOpen} onOpenChange={setLearnMoreOpen} />
              </Suspense>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="facts-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="facts-heading" className="sr-only">
          HealthScreen at a glance
        </h2>
        <Suspense fallback={<StatisticsPlaceholder />}>
          <Statistics />
        </Suspense>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="features-heading" className="text-center text-2xl font-bold text-slate-900">
          Why HealthScreen
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {features.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="mx-auto max-w-3xl px-4 py-12">
        <h2 id="steps-heading" className="text-center text-2xl font-bold text-slate-900">
          Seven short sections
        </h2>
        <p className="mt-2 text-center text-slate-700">
          Your progress is shown as you go, one section at a time.
        </p>
        <StepProgress
          className="mt-6"
          steps={ASSESSMENT_STEPS}
          currentStep={0}
          label="Assessment progress"
        />
      </section>

      <section className="bg-brand-800">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 className="text-3xl font-bold text-white">Take control of your health today</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">
            Start with a free 14-day trial. No credit card needed. Adults aged 18 and over.
          </p>
          <div className="mt-8">
            <Link
              to={paths.assessment}
              className={buttonVariants({ size: 'lg', variant: 'secondary' })}
            >
              Start Health Assessment
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

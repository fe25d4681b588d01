import { Badge } from '@healthscreen/ui-kit/badge';
import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@healthscreen/ui-kit/dialog';
import {
  Activity,
  ClipboardList,
  FlaskConical,
  Pill,
  Landmark,
  Stethoscope,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';

import { Page } from '../../../components/page.tsx';
import { FitnessPanel } from '../components/fitness-panel.tsx';

/** §2: the categories shown disabled (no integration exists for them yet). */
const UNAVAILABLE_CATEGORIES: { title: string; description: string; icon: ReactNode }[] = [
  {
    title: 'Electronic Health Records',
    description: 'Bring in diagnoses and history from your GP or hospital records.',
    icon: <ClipboardList aria-hidden="true" className="size-6" />,
  },
  {
    title: 'Lab Results',
    description: 'Import blood tests such as cholesterol, HbA1c and kidney function.',
    icon: <FlaskConical aria-hidden="true" className="size-6" />,
  },
  {
    title: 'Pharmacy Records',
    description: 'Keep your medicines list up to date from your pharmacy.',
    icon: <Pill aria-hidden="true" className="size-6" />,
  },
  {
    title: 'Telemedicine Platforms',
    description: 'Share your results with a telehealth consultation.',
    icon: <Video aria-hidden="true" className="size-6" />,
  },
  {
    title: 'Insurance Portals',
    description: 'See which screening tests your cover includes.',
    icon: <Landmark aria-hidden="true" className="size-6" />,
  },
];

const BENEFITS = [
  {
    title: 'Answers from real data',
    text: 'Your weekly exercise and sleep can be filled into the assessment from your device, with where each number came from.',
  },
  {
    title: 'Your activity at a glance',
    text: 'Workouts, steps, heart rate and sleep in one place, with 7-day averages.',
  },
  {
    title: 'Yours to remove',
    text: 'Disconnecting deletes the imported data; importing the same export twice adds nothing twice.',
  },
];

/** /integrations — connected apps and devices (3-results-and-plans.md §2). */
export function IntegrationsPage() {
  return (
    <Page
      title="Connected Apps and Devices"
      lead="Connect fitness apps and devices so your activity data can inform your assessment and plans."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Integrations">
        <li>
          <Card className="flex h-full flex-col">
            <CardHeader>
              <div className="flex items-center gap-3 text-brand-700">
                <Activity aria-hidden="true" className="size-6" />
                <CardTitle>Fitness Trackers</CardTitle>
              </div>
              <CardDescription>
                Apple Health (by its export file), Fitbit, Google Fit, Garmin and Strava.
              </CardDescription>
            </CardHeader>
            <CardContent className="mt-auto">
              <Dialog>
                <DialogTrigger asChild>
                  <Button type="button">Open fitness integrations</Button>
                </DialogTrigger>
                <DialogContent className="max-w-4xl">
                  <DialogHeader>
                    <DialogTitle>Fitness integrations</DialogTitle>
                    <DialogDescription>
                      Your imported activity, heart rate, sleep and body measurements.
                    </DialogDescription>
                  </DialogHeader>
                  <FitnessPanel />
                </DialogContent>
              </Dialog>
            </CardContent>
          </Card>
        </li>
        {UNAVAILABLE_CATEGORIES.map((category) => (
          <li key={category.title}>
            <Card className="flex h-full flex-col opacity-60" aria-disabled="true">
              <CardHeader>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex items-center gap-3 text-slate-600">
                    {category.icon}
                    <CardTitle>{category.title}</CardTitle>
                  </div>
                  <Badge>Not available yet</Badge>
                </div>
                <CardDescription>{category.description}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto">
                <Button
                  type="button"
                  variant="outline"
                  disabled
                  aria-label={`Connect ${category.title} (not available yet)`}
                >
                  Connect
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <section aria-labelledby="integration-benefits" className="mt-12">
        <div className="flex items-center gap-3">
          <Stethoscope aria-hidden="true" className="size-6 text-brand-700" />
          <h2 id="integration-benefits" className="text-xl font-semibold text-slate-900">
            Integration Benefits
          </h2>
        </div>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-lg border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{benefit.title}</p>
              <p className="mt-1 text-sm text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}

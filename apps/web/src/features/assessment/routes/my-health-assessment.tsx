import { Button } from '@healthscreen/ui-kit/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import { StepProgress } from '@healthscreen/ui-kit/step-progress';
import { Link } from 'react-router';

import { Page } from '../../../components/page.tsx';
import { paths } from '../../../config/paths.ts';

const JOURNEY_STEPS = ['Step 1 Assessment', 'Step 2 Results', 'Step 3 Plan'] as const;

/** /my-health-assessment — the start of the assessment journey (spec §2). */
export function MyHealthAssessmentPage() {
  return (
    <Page title="Select diseases for risk assessment" width="reading">
      <StepProgress steps={JOURNEY_STEPS} currentStep={0} label="Your health journey" />
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>Health Risk Assessment</CardTitle>
          <CardDescription>
            Take our comprehensive 35-disease risk assessment to get personalized health insights.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={paths.assessment}>Start Full Assessment</Link>
          </Button>
        </CardContent>
      </Card>
    </Page>
  );
}

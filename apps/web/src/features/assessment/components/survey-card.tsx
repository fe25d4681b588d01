import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@healthscreen/ui-kit/card';
import type { ReactNode } from 'react';

export interface SurveyCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One card of the long survey: a titled section (a labelled region for screen readers). */
export function SurveyCard({ title, description, children }: SurveyCardProps) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id} className="text-xl">
            {title}
          </CardTitle>
          {description !== undefined && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent className="space-y-6">{children}</CardContent>
      </Card>
    </section>
  );
}

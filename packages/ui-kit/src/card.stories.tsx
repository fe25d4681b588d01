import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  render: () => (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle>Health Risk Assessment</CardTitle>
        <CardDescription>
          Take our comprehensive 35-disease risk assessment to get personalized health insights.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-700">About 15 minutes, seven sections.</p>
      </CardContent>
      <CardFooter>
        <Button>Start Full Assessment</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

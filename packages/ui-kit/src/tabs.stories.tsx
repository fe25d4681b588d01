import type { Meta, StoryObj } from '@storybook/react-vite';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'overview' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Fitness data">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="activities">Activities</TabsTrigger>
        <TabsTrigger value="metrics">Metrics</TabsTrigger>
        <TabsTrigger value="trends" disabled>
          Trends
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">One card per provider.</TabsContent>
      <TabsContent value="activities">The latest 10 activities.</TabsContent>
      <TabsContent value="metrics">Totals.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
export const SecondTabOpen: Story = { args: { defaultValue: 'activities' } };

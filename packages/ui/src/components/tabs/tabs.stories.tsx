import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'new' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Sezioni">
        <TabsTrigger value="new">Nuovi Match</TabsTrigger>
        <TabsTrigger value="history">Cronologia</TabsTrigger>
      </TabsList>
      <TabsContent value="new">Il prossimo match.</TabsContent>
      <TabsContent value="history">I match già decisi.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Il prossimo match.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Cronologia' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Cronologia' })).toHaveTextContent(
      'I match già decisi.',
    );
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Nuovi Match' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

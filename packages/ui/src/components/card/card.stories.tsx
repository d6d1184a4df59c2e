import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  args: { className: 'max-w-sm' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>Il mio biglietto</CardTitle>
          <CardDescription>Mostra questo codice all&apos;ingresso.</CardDescription>
        </CardHeader>
        <CardContent>
          <p>Anna Rossi</p>
        </CardContent>
      </>
    ),
  },
};

const onAccept = fn();

export const WithFooterActions: Story = {
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>Acme Packaging</CardTitle>
          <CardDescription>87%</CardDescription>
        </CardHeader>
        <CardContent>Imballaggi sostenibili per l&apos;industria alimentare.</CardContent>
        <CardFooter>
          <Button variant="outline">❌ Passa</Button>
          <Button onClick={onAccept}>✅ Mi interessa</Button>
        </CardFooter>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Acme Packaging' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '✅ Mi interessa' }));
    await expect(onAccept).toHaveBeenCalled();
  },
};

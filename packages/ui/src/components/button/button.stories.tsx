import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Salva', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'select', options: ['sm', 'default', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Elimina' } };
export const Link: Story = { args: { variant: 'link', children: 'Non sei registrato?' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Piccolo
      </Button>
      <Button {...args}>Normale</Button>
      <Button {...args} size="lg">
        Grande
      </Button>
      <Button {...args} size="icon" aria-label="Cerca">
        <span aria-hidden="true">🔍</span>
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Invio...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Invio...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salva' })).toBeDisabled();
  },
};

export const AsChildLink: Story = {
  args: { asChild: true, children: <a href="/login">Ritorna all&apos;accesso</a> },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: "Ritorna all'accesso" }),
    ).toHaveAttribute('href', '/login');
  },
};

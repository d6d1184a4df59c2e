import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { messages } from '../../i18n/messages/all';
import { SearchBox, type SearchBoxProps } from './search-box';

function Controlled(props: Omit<SearchBoxProps, 'value' | 'onValueChange'>) {
  const [value, setValue] = React.useState('');
  return <SearchBox {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Forms/SearchBox',
  component: Controlled,
  tags: ['autodocs'],
  args: { label: messages.vendors.searchLabel, placeholder: messages.vendors.search },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: messages.vendors.searchLabel });
    await userEvent.type(field, 'caffè');
    await userEvent.click(canvas.getByRole('button', { name: messages.common.clearSearch }));
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
  },
};

export const ExampleTheme: Story = {
  globals: { theme: 'example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'caffè');
    await expect(canvas.getByRole('button', { name: messages.common.clearSearch })).toBeVisible();
  },
};

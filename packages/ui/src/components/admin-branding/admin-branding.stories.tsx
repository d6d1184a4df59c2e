import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { terracottaFair } from '@fiera/fair-config';

import { defaultFairConfig } from '../../brand';
import { adminBrandingMessages } from '../../i18n/messages/admin-branding';
import { AdminBranding } from './admin-branding';

const { adminBranding } = adminBrandingMessages;

const meta = {
  title: 'Admin/AdminBranding',
  component: AdminBranding,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { status: 'success', config: defaultFairConfig, onSave: fn(), onRetry: fn() },
} satisfies Meta<typeof AdminBranding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the form, and the preview in its own tab. */
export const Default: Story = {
  args: { layout: 'tabs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Nome della fiera/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Expo Nord');
    await userEvent.click(canvas.getByRole('tab', { name: adminBranding.tabPreview }));
    const preview = canvasElement.querySelector('[data-slot="branding-preview-canvas"]');
    await expect(preview).toHaveTextContent('Expo Nord');
  },
};

/** A wide screen: the preview beside the form, following every change. */
export const Desktop: Story = {
  args: { layout: 'side-by-side' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('textbox', { name: 'Colore principale: codice' });
    await userEvent.clear(primary);
    await userEvent.type(primary, '#8a1c7c');
    const button = canvasElement.querySelector('[data-preview="primary-button"]');
    await waitFor(() =>
      expect(button && getComputedStyle(button).backgroundColor).toBe('rgb(138, 28, 124)'),
    );
  },
};

/** A pale primary colour: the contrast check names both colours, and 'Salva' stops. */
export const ContrastProblem: Story = {
  args: { layout: 'side-by-side' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('textbox', { name: 'Colore principale: codice' });
    await userEvent.clear(primary);
    await userEvent.type(primary, '#dddddd');
    await userEvent.click(canvas.getByRole('button', { name: adminBranding.save }));
    await expect(canvas.getAllByText(/Contrasto insufficiente/).length).toBeGreaterThan(0);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused the config (422): its reasons beside their fields. */
export const ServerRefused: Story = {
  args: {
    layout: 'tabs',
    saveResult: {
      status: 'error',
      message: 'La configurazione della fiera non è valida: correggi i campi indicati.',
      issues: [{ path: 'logoUrl', message: 'Un indirizzo di questo sito (/…) o https://…' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: adminBranding.save }));
    await expect(
      canvas.getByRole('textbox', { name: /Indirizzo del logo/ }),
    ).toHaveAccessibleDescription(/Un indirizzo di questo sito/);
  },
};

export const Saving: Story = { args: { layout: 'tabs', saving: true } };

export const Saved: Story = {
  args: { layout: 'tabs', saveResult: { status: 'saved' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(adminBranding.saved)).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: {
    layout: 'tabs',
    saveResult: { status: 'error', message: 'Errore di rete: controlla la connessione' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: adminBranding.save }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Salvataggio non riuscito: Errore di rete: controlla la connessione',
    );
  },
};

/** A fair with a dark palette: the preview switches between the two. */
/** Someone else saved meanwhile (412): nothing saved, the edits stay for the next 'Salva'. */
export const SavedByAnother: Story = {
  args: { layout: 'tabs', saveResult: { status: 'conflict' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      adminBranding.conflict,
    );
  },
};

export const WithDarkTheme: Story = {
  args: {
    layout: 'side-by-side',
    config: {
      ...terracottaFair,
      theme: { ...terracottaFair.theme, dark: defaultFairConfig.theme.light },
    },
  },
};

export const Loading: Story = {
  args: { status: 'loading', config: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      adminBranding.loading,
    );
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', config: undefined, error: 'Sessione scaduta' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Impossibile caricare la configurazione: Sessione scaduta',
    );
  },
};

/** The editor itself at the dark example fair: its own controls meet the contrast too. */
export const NightFair: Story = { args: { layout: 'tabs' }, globals: { fair: 'night' } };

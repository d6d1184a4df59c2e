import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe';
import { CalendarFeed, webcalUrl, type CalendarFeedProps } from './calendar-feed';

const FEED_URL =
  'https://fiera.example/api/calendar/k3Y9xQ0aBcDeFgHiJkLmNoPqRsTuVwXyZ012345678/agenda.ics';
const NEW_URL = 'https://fiera.example/api/calendar/nuovo-token/agenda.ics';

const button = (name: string) => screen.getByRole('button', { name });

function callbacks(overrides: Partial<CalendarFeedProps> = {}) {
  return {
    onCreate: vi.fn(() => Promise.resolve(FEED_URL)),
    onDisable: vi.fn(() => Promise.resolve()),
    onCopyUrl: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

/** The feed as the app drives it: a new address or an ended one changes `active`. */
function LiveFeed({ initial, ...props }: Partial<CalendarFeedProps> & { initial: boolean }) {
  const [active, setActive] = React.useState(initial);
  const handlers = callbacks(props);
  return (
    <CalendarFeed
      status="success"
      active={active}
      createdAt={active ? '2026-10-01T09:00:00.000Z' : null}
      {...handlers}
      onCreate={async () => {
        const url = await handlers.onCreate();
        setActive(true);
        return url;
      }}
      onDisable={async () => {
        await handlers.onDisable();
        setActive(false);
      }}
    />
  );
}

describe('CalendarFeed', () => {
  describe('given no feed yet', () => {
    it('explains the link and offers to activate it', async () => {
      const { container } = render(<CalendarFeed status="success" {...callbacks()} />);

      expect(
        screen.getByRole('region', { name: 'Calendario della mia agenda' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          'Il link si aggiorna da solo quando cambi la tua agenda o il programma. Non condividerlo: chi lo ha vede la tua agenda.',
        ),
      ).toBeVisible();
      expect(button('Attiva il link del calendario')).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Disattiva' })).toBeNull();
      await expectNoAxeViolations(container);
    });
  });

  describe('when the user activates it', () => {
    it('shows the address once, focused, to copy or open as webcal://', async () => {
      const handlers = callbacks();
      const { container } = render(<LiveFeed initial={false} {...handlers} />);

      await userEvent.click(button('Attiva il link del calendario'));

      const address = await screen.findByRole('textbox', { name: 'Link del calendario' });
      expect(address).toHaveValue(FEED_URL);
      expect(address).toHaveAttribute('readonly');
      await waitFor(() => expect(address).toHaveFocus());
      await expectNoAxeViolations(container);
      expect(screen.getByRole('link', { name: 'Apri nel calendario' })).toHaveAttribute(
        'href',
        'webcal://fiera.example/api/calendar/k3Y9xQ0aBcDeFgHiJkLmNoPqRsTuVwXyZ012345678/agenda.ics',
      );
      await userEvent.click(button('Copia'));
      expect(handlers.onCopyUrl).toHaveBeenCalledWith(FEED_URL);
      expect(await screen.findByRole('status')).toHaveTextContent('Link copiato.');
      expect(button('Crea un nuovo link')).toBeVisible();
      expect(button('Disattiva')).toBeVisible();
    });

    it('says when the browser refused to copy, with the address selected to copy by hand', async () => {
      render(
        <LiveFeed
          initial={false}
          onCopyUrl={vi.fn(() => Promise.reject(new Error('NotAllowedError')))}
        />,
      );
      await userEvent.click(button('Attiva il link del calendario'));
      const address = await screen.findByRole('textbox', { name: 'Link del calendario' });

      await userEvent.click(button('Copia'));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Copia non riuscita: seleziona il link e copialo.',
      );
      expect(address).toHaveFocus();
    });

    it("shows the server's reason when it fails", async () => {
      render(
        <CalendarFeed
          status="success"
          {...callbacks({ onCreate: vi.fn(() => Promise.reject(new Error('Sessione scaduta'))) })}
        />,
      );

      await userEvent.click(button('Attiva il link del calendario'));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Non è stato possibile attivare il link: Sessione scaduta',
      );
      expect(button('Attiva il link del calendario')).toBeEnabled();
    });
  });

  describe('given an active feed', () => {
    it('says since when, without the address, which is never shown again', () => {
      render(
        <CalendarFeed
          status="success"
          active
          createdAt="2026-10-01T09:00:00.000Z"
          {...callbacks()}
        />,
      );

      expect(screen.getByText('Il link del calendario è attivo dal 1 ottobre 2026.')).toBeVisible();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Attiva il link del calendario' })).toBeNull();
    });

    it('makes a new link after a confirmation that starts on Annulla', async () => {
      const handlers = callbacks({ onCreate: vi.fn(() => Promise.resolve(NEW_URL)) });
      render(<LiveFeed initial {...handlers} />);

      await userEvent.click(button('Crea un nuovo link'));
      const dialog = await screen.findByRole('alertdialog', { name: 'Creare un nuovo link?' });
      expect(within(dialog).getByRole('button', { name: 'Annulla' })).toHaveFocus();
      await expectNoAxeViolations(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Crea un nuovo link' }));

      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(handlers.onCreate).toHaveBeenCalledOnce();
      const address = screen.getByRole('textbox', { name: 'Link del calendario' });
      expect(address).toHaveValue(NEW_URL);
      await waitFor(() => expect(address).toHaveFocus());
    });

    it('keeps the link when the confirmation is cancelled with Escape', async () => {
      const handlers = callbacks();
      render(<LiveFeed initial {...handlers} />);

      await userEvent.click(button('Disattiva'));
      await screen.findByRole('alertdialog', { name: 'Disattivare il link del calendario?' });
      await userEvent.keyboard('{Escape}');

      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(handlers.onDisable).not.toHaveBeenCalled();
      await waitFor(() => expect(button('Disattiva')).toHaveFocus());
    });

    it('disables it after a confirmation, then offers to activate it again', async () => {
      const handlers = callbacks();
      render(<LiveFeed initial {...handlers} />);

      await userEvent.click(button('Disattiva'));
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Disattivare il link del calendario?',
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Disattiva' }));

      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(handlers.onDisable).toHaveBeenCalledOnce();
      await waitFor(() => expect(button('Attiva il link del calendario')).toHaveFocus());
    });

    it('keeps the dialog open with the reason when disabling fails', async () => {
      render(
        <LiveFeed initial onDisable={vi.fn(() => Promise.reject(new Error('Errore di rete')))} />,
      );

      await userEvent.click(button('Disattiva'));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Disattiva' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Non è stato possibile disattivare il link: Errore di rete',
      );
      expect(dialog).toBeVisible();
    });
  });

  describe('while loading, and given a failed load', () => {
    it('says so, and retries on request', async () => {
      const onRetry = vi.fn();
      const { rerender } = render(<CalendarFeed status="loading" {...callbacks()} />);
      expect(screen.getByRole('status')).toHaveTextContent('Caricamento del calendario...');

      rerender(
        <CalendarFeed
          status="error"
          error="Servizio non disponibile"
          onRetry={onRetry}
          {...callbacks()}
        />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Impossibile caricare il calendario: Servizio non disponibile',
      );
      await userEvent.click(button('Riprova'));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });

  describe('on the narrowest phone (320 px)', () => {
    afterEach(async () => {
      await page.viewport(414, 896);
    });

    it('never scrolls sideways with the long address shown', async () => {
      await page.viewport(320, 640);
      render(<LiveFeed initial={false} />);

      await userEvent.click(button('Attiva il link del calendario'));
      await screen.findByRole('textbox', { name: 'Link del calendario' });

      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    });
  });
});

describe('webcalUrl', () => {
  it.each([
    [
      'https://fiera.example/api/calendar/x/agenda.ics',
      'webcal://fiera.example/api/calendar/x/agenda.ics',
    ],
    [
      'http://localhost:3000/api/calendar/x/agenda.ics',
      'webcal://localhost:3000/api/calendar/x/agenda.ics',
    ],
    ['HTTPS://fiera.example/a.ics', 'webcal://fiera.example/a.ics'],
  ])('turns %s into %s', (url, expected) => {
    expect(webcalUrl(url)).toBe(expected);
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';

import { LoadError, LoadingState, type LoadStatus } from './load-state';

/** A screen as the app drives it: 'Riprova' shows the loading state until `settle` is called. */
function RetryingScreen({ onRetry }: { onRetry: (settle: (status: LoadStatus) => void) => void }) {
  const [status, setStatus] = React.useState<LoadStatus>('error');
  return (
    <section>
      <h1>Eventi</h1>
      {status === 'loading' && <LoadingState label="Caricamento eventi..." />}
      {status === 'error' && (
        <LoadError
          message="Errore di rete"
          onRetry={() => {
            setStatus('loading');
            onRetry(setStatus);
          }}
        />
      )}
      {status === 'success' && <p>Apertura della fiera</p>}
    </section>
  );
}

describe('LoadingState', () => {
  it('announces the text politely', () => {
    render(<LoadingState label="Caricamento eventi..." />);

    expect(screen.getByRole('status')).toHaveTextContent('Caricamento eventi...');
  });
});

describe('LoadError', () => {
  describe('given a retry handler', () => {
    it("announces the message and offers 'Riprova'", async () => {
      const onRetry = vi.fn();
      render(<LoadError message="Errore: Timeout" onRetry={onRetry} />);

      expect(screen.getByRole('alert')).toMatchTextContent('Errore: Timeout');
      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(onRetry).toHaveBeenCalledOnce();
    });
  });

  describe('without one', () => {
    it('offers no button', () => {
      render(<LoadError message="Errore: Timeout" />);

      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  // Issue 16: the pressed 'Riprova' left the page, and focus fell to <body>.
  describe("when 'Riprova' is pressed", () => {
    it('moves focus to the new error when the retry fails again', async () => {
      let settle: (status: LoadStatus) => void = () => {};
      render(<RetryingScreen onRetry={(done) => (settle = done)} />);

      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      expect(screen.getByRole('status')).toHaveTextContent('Caricamento eventi...');
      act(() => settle('error'));

      expect(screen.getByRole('alert')).toHaveFocus();
    });

    it("moves focus to the screen's heading when the data arrives", async () => {
      let settle: (status: LoadStatus) => void = () => {};
      render(<RetryingScreen onRetry={(done) => (settle = done)} />);

      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      act(() => settle('success'));

      await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Eventi' })).toHaveFocus());
      expect(screen.getByText('Apertura della fiera')).toBeVisible();
    });

    it("moves focus to the screen's heading when the answer skips the loading state", async () => {
      render(<RetryingScreen onRetry={(settle) => settle('success')} />);

      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));

      await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Eventi' })).toHaveFocus());
    });

    it('leaves focus alone when the user has moved it meanwhile', async () => {
      let settle: (status: LoadStatus) => void = () => {};
      render(
        <>
          <RetryingScreen onRetry={(done) => (settle = done)} />
          <button type="button">Aziende</button>
        </>,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
      screen.getByRole('button', { name: 'Aziende' }).focus();
      act(() => settle('error'));

      expect(screen.getByRole('button', { name: 'Aziende' })).toHaveFocus();
    });
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { LoadError, LoadingState } from './load-state';

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
});

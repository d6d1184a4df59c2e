import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { Button } from './button';

describe('Button', () => {
  describe('given the default variant', () => {
    it('calls onClick when the user clicks it', async () => {
      const onClick = vi.fn();
      render(<Button onClick={onClick}>Salva</Button>);

      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(onClick).toHaveBeenCalledOnce();
    });

    it('does not submit a surrounding form unless asked to', async () => {
      const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
      render(
        <form onSubmit={onSubmit}>
          <Button>Annulla</Button>
          <Button type="submit">Invia</Button>
        </form>,
      );

      await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
      expect(onSubmit).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
      expect(onSubmit).toHaveBeenCalledOnce();
    });

    it('has no accessibility violations in any variant', async () => {
      const { container } = render(
        <div>
          {(['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const).map(
            (variant) => (
              <Button key={variant} variant={variant}>
                {variant}
              </Button>
            ),
          )}
        </div>,
      );

      await expectNoAxeViolations(container);
    });
  });

  describe('given loading', () => {
    it('is disabled, busy and ignores clicks', async () => {
      const onClick = vi.fn();
      render(
        <Button loading onClick={onClick}>
          Invio...
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Invio...' });

      await userEvent.click(button, { pointerEventsCheck: 0 });

      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('given asChild', () => {
    it('renders the child element instead of a button', () => {
      render(
        <Button asChild>
          <a href="/register">Non sei registrato?</a>
        </Button>,
      );

      expect(screen.getByRole('link', { name: 'Non sei registrato?' })).toHaveAttribute(
        'href',
        '/register',
      );
      expect(screen.queryByRole('button')).toBeNull();
    });
  });
});

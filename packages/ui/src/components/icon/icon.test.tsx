import { render, screen } from '@testing-library/react';
import { House } from 'lucide';
import { describe, expect, it } from 'vitest';

import { Icon } from './icon';

describe('Icon', () => {
  it("draws the Lucide icon's shapes as a decorative, stroke-coloured 24×24 svg", () => {
    const { container } = render(
      <button type="button">
        <Icon icon={House} className="size-5" />
        Home
      </button>,
    );

    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveClass('size-5', 'shrink-0');
    expect(svg?.querySelectorAll('path')).toHaveLength(House.length);
    expect(svg?.querySelector('path')).toHaveAttribute('d', House[0]?.[1].d);
    // The button is named by its text alone.
    expect(screen.getByRole('button')).toHaveAccessibleName('Home');
  });

  it('passes other svg attributes through', () => {
    const { container } = render(<Icon icon={House} data-slot="alert-icon" strokeWidth={1.5} />);

    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('data-slot', 'alert-icon');
    expect(svg).toHaveAttribute('stroke-width', '1.5');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { suggestedMatch } from '../../test/fair-fixtures';
import { MatchHeading } from './match-heading';

function renderHeading(variant: 'suggestion' | 'history') {
  const onOpenVendor = vi.fn();
  const view = render(
    <article aria-labelledby="match-name">
      <MatchHeading
        nameId="match-name"
        vendor={suggestedMatch.vendor}
        score={suggestedMatch.score}
        onOpenVendor={onOpenVendor}
        variant={variant}
      />
    </article>,
  );
  return { ...view, onOpenVendor };
}

describe.each(['suggestion', 'history'] as const)('MatchHeading (%s)', (variant) => {
  it("names the match after the vendor, whose name opens the vendor's page", async () => {
    const { onOpenVendor } = renderHeading(variant);
    expect(screen.getByRole('article', { name: 'Caffè Nero Srl' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Caffè Nero Srl' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Caffè Nero Srl' }));
    expect(onOpenVendor).toHaveBeenCalledWith(suggestedMatch.vendor.id);
  });

  // Issue 16: a right-to-left override in a vendor's name reordered the heading's text.
  it("isolates the vendor's name", () => {
    renderHeading(variant);
    expect(
      screen.getByRole('button', { name: 'Caffè Nero Srl' }).querySelector('bdi'),
    ).toHaveTextContent('Caffè Nero Srl');
  });

  it('shows the rounded compatibility, announced as such to screen readers', async () => {
    const { container } = renderHeading(variant);
    expect(screen.getByText('88%').closest('p')).toHaveTextContent('Compatibilità 88%');
    await expectNoAxeViolations(container);
  });
});

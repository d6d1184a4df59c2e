import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { PrivacyNotice } from './privacy-notice';

describe('PrivacyNotice', () => {
  it('names the data kept, why, for how long and the rights, in Italian, with the brand', async () => {
    const { container } = render(<PrivacyNotice />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' }),
    ).toBeVisible();
    for (const name of ['Quali dati conserviamo', 'Perché', 'Per quanto tempo', 'I tuoi diritti'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(screen.getByText(/Fiera è l'app della fiera/)).toBeVisible();
    expect(screen.getByText(/scaricare in ogni momento tutti i dati/)).toBeVisible();
    await expectNoAxeViolations(container);
  });
});

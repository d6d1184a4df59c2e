import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { offline } from '../../i18n/messages/offline';
import { expectNoAxeViolations } from '../../test/axe';
import { OfflineBanner } from './offline-banner';

describe('OfflineBanner', () => {
  describe('given a connected app with nothing new', () => {
    it('says nothing and takes no room', () => {
      const { container } = render(<OfflineBanner />);

      expect(container).toBeEmptyDOMElement();
    });
  });

  describe('given no signal', () => {
    it('says in Italian that the app is offline and shows the saved data', async () => {
      const { container } = render(<OfflineBanner offline />);

      expect(screen.getByRole('status')).toHaveTextContent(
        `${offline.banner.offline}. ${offline.banner.offlineDetail}`,
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await expectNoAxeViolations(container);
    });
  });

  describe('given a new version that is ready', () => {
    it("offers 'Aggiorna' and reports the tap", async () => {
      const onUpdate = vi.fn();
      const { container } = render(<OfflineBanner updateReady onUpdate={onUpdate} />);

      expect(
        within(screen.getByRole('status')).getByText('Nuova versione disponibile'),
      ).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Aggiorna' }));
      expect(onUpdate).toHaveBeenCalledOnce();
      await expectNoAxeViolations(container);
    });

    it('keeps the button busy while the new version takes over', () => {
      render(<OfflineBanner updateReady updating onUpdate={vi.fn()} />);

      expect(screen.getByRole('button', { name: 'Aggiorna' })).toBeDisabled();
    });
  });

  describe('given no signal and a new version', () => {
    it('says both, each as its own status', () => {
      render(<OfflineBanner offline updateReady onUpdate={vi.fn()} />);

      expect(screen.getAllByRole('status')).toHaveLength(2);
      expect(screen.getByText(offline.banner.offlineDetail)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Aggiorna' })).toBeVisible();
    });
  });
});

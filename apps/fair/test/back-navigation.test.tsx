import { t } from '@fiera/ui/i18n/all';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { backTo } from '../src/lib/back-navigation';
import { fakeAuth, renderRoutes, userWith } from './helpers';

afterEach(cleanup);

const attendee = fakeAuth(userWith('attendee'));

async function openVendorFrom(state: ReturnType<typeof backTo> | undefined) {
  const router = renderRoutes('/matches', attendee);
  await screen.findByRole('heading', { name: t('matches.title') });
  await router.navigate({ to: '/vendor/$vendorId', params: { vendorId: '3' }, state });
  await screen.findByRole('heading', { name: t('vendors.title') });
  return router;
}

describe("the vendor detail's 'Indietro' button", () => {
  describe('given it was opened from the match history', () => {
    it('returns there with the tab and the filter', async () => {
      const router = await openVendorFrom(
        backTo({ href: '/matches', activeTab: 'history', historyFilter: 'accepted' }),
      );

      fireEvent.click(screen.getByRole('button', { name: t('common.back') }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/matches'));
      expect(router.state.location.state).toMatchObject({
        activeTab: 'history',
        historyFilter: 'accepted',
      });
    });
  });

  describe('given no way back in the navigation state', () => {
    it('goes home', async () => {
      const router = await openVendorFrom(undefined);

      fireEvent.click(screen.getByRole('button', { name: t('common.back') }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });
  });

  describe('given a way back that leaves the site', () => {
    it('goes home instead', async () => {
      const router = await openVendorFrom(backTo({ href: '//evil.example/phish' }));

      fireEvent.click(screen.getByRole('button', { name: t('common.back') }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });
  });
});

import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { expectNoAxeViolations } from '../../test/axe';
import { AdminLayout } from './admin-layout';

const SECTIONS = [
  ['Panoramica', '/admin'],
  ['Aziende', '/admin/aziende'],
  ['Programma', '/admin/programma'],
  ['Account', '/admin/account'],
  ['Aspetto', '/admin/aspetto'],
  ['Ingressi', '/admin/ingressi'],
  ['Esportazioni', '/admin/esportazioni'],
  ['Registro attività', '/admin/registro'],
];

const nav = () => screen.getByRole('navigation', { name: 'Sezioni dell’amministrazione' });

describe('AdminLayout', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  describe('given a section of the back-office', () => {
    it('links all eight sections and marks the one shown', async () => {
      const { container } = render(
        <AdminLayout activePath="/admin/aziende">
          <h1>Aziende</h1>
        </AdminLayout>,
      );

      const links = within(nav()).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(SECTIONS);
      expect(within(nav()).getByRole('link', { name: 'Aziende' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(nav()).getByRole('link', { name: 'Panoramica' })).not.toHaveAttribute(
        'aria-current',
      );
      expect(screen.getByRole('heading', { name: 'Aziende' })).toBeVisible();
      await expectNoAxeViolations(container);
    });

    it('counts a page below a section as that section', () => {
      render(<AdminLayout activePath="/admin/programma/" />);
      expect(within(nav()).getByRole('link', { name: 'Programma' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });

  describe('on the narrowest phone (320 px)', () => {
    it('scrolls the tabs sideways, not the page, and shows the active one', async () => {
      await page.viewport(320, 640);
      render(<AdminLayout activePath="/admin/registro" />);

      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
      const active = within(nav()).getByRole('link', { name: 'Registro attività' });
      const box = active.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(320);
    });
  });

  describe('on a desktop', () => {
    it('shows the sections as a sidebar beside the page', async () => {
      await page.viewport(1280, 800);
      render(
        <AdminLayout activePath="/admin">
          <h1>Panoramica</h1>
        </AdminLayout>,
      );

      const links = within(nav()).getAllByRole('link');
      const [first, second] = links.map((link) => link.getBoundingClientRect());
      // One under the other, and the page to their right.
      expect(second?.top).toBeGreaterThan(first?.top ?? 0);
      expect(screen.getByRole('heading').getBoundingClientRect().left).toBeGreaterThan(
        first?.right ?? 0,
      );
    });
  });
});

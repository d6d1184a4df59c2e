import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations } from '../../test/axe';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function renderTabs() {
  return render(
    <Tabs defaultValue="new">
      <TabsList aria-label="Sezioni">
        <TabsTrigger value="new">Nuovi</TabsTrigger>
        <TabsTrigger value="history">Cronologia</TabsTrigger>
      </TabsList>
      <TabsContent value="new">Primo pannello</TabsContent>
      <TabsContent value="history">Secondo pannello</TabsContent>
    </Tabs>,
  );
}

describe('Tabs', () => {
  describe('given two tabs', () => {
    it('shows the panel of the selected one, labelled by its tab', async () => {
      const { container } = renderTabs();

      expect(screen.getByRole('tabpanel', { name: 'Nuovi' })).toHaveTextContent('Primo pannello');
      await expectNoAxeViolations(container);
    });
  });

  describe('when a keyboard user presses the right arrow', () => {
    it('moves to the next tab and shows its panel', async () => {
      renderTabs();

      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');

      expect(screen.getByRole('tab', { name: 'Cronologia' })).toHaveFocus();
      expect(screen.getByRole('tabpanel', { name: 'Cronologia' })).toHaveTextContent(
        'Secondo pannello',
      );
    });
  });
});

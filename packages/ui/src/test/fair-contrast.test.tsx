import { render } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import preview from '../../../../.storybook/preview';
import { FAIR_KEYS, FAIRS } from '../../../../.storybook/with-fair';

/**
 * Issue 17: every screen under the default theme and the two example fairs, with its colour
 * contrast checked by axe for each. Each screen's main story (the first in its file, the one
 * Storybook opens) is rendered through the real preview, so the toolbar's 'Fiera' decorator
 * applies the fair's stylesheet and brand exactly as in Storybook.
 */
const SCREENS = [
  'app-header',
  'calendar-feed',
  'event-list',
  'fair-map',
  'footer-nav',
  'forgot-password-form',
  'home-screen',
  'loading-screen',
  'login-form',
  'matches-screen',
  'privacy-actions',
  'privacy-notice',
  'profile-details',
  'profile-setup-gate',
  'register-form',
  'reset-password-form',
  'status-screen',
  'thank-you-panel',
  'ticket-card',
  'validate-screen',
  'vendor-detail',
  'vendor-directory',
  'verify-email-status',
];

type StoriesModule = Parameters<typeof composeStories>[0];

const modules = import.meta.glob<StoriesModule>('../components/*/*.stories.tsx', {
  eager: true,
});
const sources = import.meta.glob<string>('../components/*/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** A screen's folder, its stories and the name of its first story. */
const screens = Object.entries(modules)
  .map(([file, module]) => {
    const folder = /components\/([^/]+)\/\1\.stories\.tsx$/.exec(file)?.[1];
    const main = /^export const (\w+)/m.exec(sources[file] ?? '')?.[1];
    return { folder, module, main };
  })
  // Every admin screen counts too, those added later included.
  .filter(
    (screen): screen is { folder: string; module: StoriesModule; main: string } =>
      screen.folder !== undefined &&
      screen.main !== undefined &&
      (SCREENS.includes(screen.folder) || screen.folder.startsWith('admin-')),
  );

// Colours are compared once settled: a button easing into the fair's colour is not a failure.
let still: HTMLStyleElement;
beforeAll(() => {
  still = document.createElement('style');
  still.textContent =
    '*, ::before, ::after { transition: none !important; animation: none !important; }';
  document.head.append(still);
});
afterAll(() => still.remove());

describe('every screen under every fair', () => {
  it('finds every screen listed', () => {
    expect(screens.map((screen) => screen.folder)).toEqual(
      expect.arrayContaining([...SCREENS, 'admin-branding', 'admin-gate']),
    );
  });

  describe.each(FAIR_KEYS)('given the %s fair', (fair) => {
    it.each(screens.map((screen) => [screen.folder, screen] as const))(
      '%s meets WCAG AA colour contrast',
      async (_name, { module, main }) => {
        const stories = composeStories(module, {
          ...preview,
          initialGlobals: { ...preview.initialGlobals, fair },
        });
        const Story = stories[main as keyof typeof stories] as React.ComponentType | undefined;
        if (Story === undefined) throw new Error(`no story ${main}`);
        const { unmount } = render(<Story />);
        // Screens that settle after a tick (a lazy image, a deferred list) are checked settled.
        await new Promise((resolve) => setTimeout(resolve, 50));

        const primary = getComputedStyle(document.documentElement)
          .getPropertyValue('--primary')
          .trim();
        if (fair !== 'default') expect(primary).toBe(FAIRS[fair].theme.light.primary);

        const results = await axe.run(document.body, {
          runOnly: { type: 'rule', values: ['color-contrast'] },
        });
        expect(
          results.violations.flatMap((violation) =>
            violation.nodes.map((node) => `${node.html}: ${node.failureSummary ?? ''}`),
          ),
        ).toEqual([]);
        expect(results.passes.flatMap((pass) => pass.nodes).length).toBeGreaterThan(0);
        unmount();
      },
    );
  });
});

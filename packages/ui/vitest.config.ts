import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Debian's Chromium, never a downloaded browser; the flags keep it quiet on a shared CI box.
// A factory, because Vitest writes each project's name into its instances.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    // Failure screenshots go where the repo already ignores test output.
    attachmentsDir: 'artifacts/vitest-attachments',
    projects: [
      {
        plugins: [react(), tailwindcss()],
        // Found only when a test imports it, the dependency would be optimised mid-run and the
        // reload would load a second React.
        optimizeDeps: { include: ['react-zoom-pan-pinch', '@radix-ui/react-tabs', 'zod'] },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          browser: browser(),
        },
      },
      {
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)) }),
        ],
        optimizeDeps: { include: ['react-zoom-pan-pinch', '@radix-ui/react-tabs', 'zod'] },
        test: {
          name: 'storybook',
          browser: browser(),
        },
      },
    ],
  },
});

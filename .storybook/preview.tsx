import { withThemeByDataAttribute } from '@storybook/addon-themes';
import type { Preview, ReactRenderer } from '@storybook/react-vite';

import '../packages/ui/src/styles/globals.css';
import '../packages/ui/src/styles/themes/example.css';
import { fairGlobalType, withFair } from './with-fair';

const preview: Preview = {
  decorators: [
    withFair,
    withThemeByDataAttribute<ReactRenderer>({
      themes: { fiera: 'fiera', example: 'example' },
      defaultTheme: 'fiera',
      attributeName: 'data-theme',
    }),
  ],
  globalTypes: { fair: fairGlobalType },
  initialGlobals: { fair: 'default' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story tests instead of only showing in the panel.
    a11y: { test: 'error' },
  },
};

export default preview;

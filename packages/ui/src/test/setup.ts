import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

import '../styles/globals.css';
import '../styles/themes/example.css';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

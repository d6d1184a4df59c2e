// The build's second entry (see vite.config.ts): index.html loads it `async` before the app.
import { boot } from './boot';

boot();

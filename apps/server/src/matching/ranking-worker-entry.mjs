// What the ranking pool's threads load. A worker thread starts without the TypeScript loader
// under Vitest, and with tsx's own under `tsx src/server.ts`: a namespaced tsx import works in
// both without registering a second global loader.
import { tsImport } from 'tsx/esm/api';

const { default: rank } = await tsImport('./ranking-worker.ts', import.meta.url);

export default rank;

import { fileURLToPath } from 'node:url';

// For scripts run with vite-node (its bundled Vite predates `resolve.tsconfigPaths`): the `~/` alias
// of tsconfig.json, and Vite's transforms so bundled content (import.meta.glob) works as in the app.
export default {
  resolve: { alias: { '~': fileURLToPath(new URL('../app', import.meta.url)) } },
};

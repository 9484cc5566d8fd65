/**
 * Starts the site server: `npm run serve` (after a build) or `npm start`, as the compiled
 * `.build/server/main.js` that `npm run build` bundles from this file (scripts/bundle.ts), or
 * as this TypeScript file in development and tests. NODE_ENV is set first (production-react.ts)
 * and the server imported after it: a compiled bundle's static imports of packages (React
 * among them) would run before any of its own code.
 */
import './production-react.ts';

await import('./serve.ts');

/**
 * Imported first by whatever starts the server (src/server/main.ts, the benchmarks):
 * React picks its production or development build from NODE_ENV the first time anything
 * imports it (the route matcher does, through react-router), and the server renders pages
 * (rebuilds, the answer to a form post) with production React, as the build does:
 * development React renders several times slower. An explicit NODE_ENV is kept.
 */
process.env.NODE_ENV ??= 'production';

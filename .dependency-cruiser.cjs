/**
 * The architecture, checked by `npm run lint:architecture` (part of `npm test`).
 *
 * The folders of src/ are layers: a folder may import the folders listed before it, never
 * one after it, so no two folders can import each other in a cycle. From the bottom:
 * settings, pure text helpers and the atomic file write; the languages, routes and content
 * model; images, icons and the registration rules; the components that only draw; the islands and the browser
 * runtime; the layout that places islands; the pages (load → props → body); the HTML
 * document; the response headers; the generator; the static-host files; the server.
 * docs/architecture.md ("Where things live") says what each folder holds.
 */
const LAYERS = [
  'config',
  'text',
  'files',
  'i18n',
  'routes',
  'content',
  'images',
  'icons',
  'registration-contract',
  'enquiry-contract',
  'certificate-contract',
  'seo',
  'components',
  'islands',
  'browser',
  'layout',
  'pages',
  'document',
  'http',
  'generate',
  'hosting',
  'server',
];

/** What the browser bundle is made of: nothing here may reach Node or the generator. */
const BROWSER = '^src/(islands|browser|components)/';

const layerRules = LAYERS.map((layer, index) => ({
  name: `layer-${layer}`,
  comment: `src/${layer} may import only the layers below it: ${LAYERS.slice(0, index).join(', ') || 'none'}`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  to: { path: `^src/(${LAYERS.slice(index + 1).join('|')})/` },
}));

/**
 * The server's own rooms (src/server/), from the bottom (scripts/architecture/server-rooms.cjs
 * says what each holds): each may import only the rooms below it inside src/server, and the
 * wiring at the folder's root stands above them all (docs/architecture.md draws them).
 */
const SERVER_ROOMS = require('./scripts/architecture/server-rooms.cjs').map(({ room }) => room);

const serverRoomRules = SERVER_ROOMS.map((room, index) => ({
  name: `server-${room}`,
  comment: `src/server/${room} may import, inside src/server, only ${['itself', ...SERVER_ROOMS.slice(0, index)].join(', ')}`,
  severity: 'error',
  from: { path: `^src/server/${room}/` },
  to: { path: '^src/server/', pathNot: `^src/server/(${SERVER_ROOMS.slice(0, index + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    ...serverRoomRules,
    {
      name: 'server-unknown-room',
      comment: 'every folder of src/server is a room of scripts/architecture/server-rooms.cjs',
      severity: 'error',
      from: { path: '^src/server/[^/]+/', pathNot: `^src/server/(${SERVER_ROOMS.join('|')})/` },
      to: {},
    },
    {
      name: 'server-wiring-on-top',
      comment: "the files at src/server's root wire the rooms together: no room imports them",
      severity: 'error',
      from: { path: '^src/server/[^/]+/' },
      to: { path: '^src/server/[^/]+[.]ts$' },
    },
    {
      name: 'components-only-draw',
      comment: 'components, islands, the layout and the browser runtime take plain props: they never read the content model or its rules',
      severity: 'error',
      from: { path: '^src/(components|islands|layout|browser)/' },
      to: { path: '^src/content/' },
    },
    {
      name: 'unknown-folder',
      comment: 'every folder of src/ has its place in the layers of .dependency-cruiser.cjs',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/', pathNot: `^src/(${LAYERS.join('|')}|styles)/` },
    },
    {
      name: 'no-cycles',
      comment: 'no module imports itself through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-bundle-without-node',
      comment: 'code that runs in the browser imports no Node built-in',
      severity: 'error',
      from: { path: BROWSER },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'src-without-scripts-or-tests',
      comment: 'the site imports neither the command-line scripts nor the tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(scripts|tests)/' },
    },
    {
      name: 'scripts-without-tests',
      comment: 'no production script imports test support',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-unresolvable',
      comment: "every import resolves (but the page frame's icons, a module vite.config.ts makes when it bundles)",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:(frame-icons|chunk-urls)$' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with: swc parses.
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // Resolve packages by their `exports`, as Node and Vite do.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    exclude: { path: '^(node_modules|dist|\\.build)/' },
  },
};

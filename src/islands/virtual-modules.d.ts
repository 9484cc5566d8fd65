/** The URLs of the chunks the loader imports later (CHUNK_URLS_MODULE in registry.ts). */
declare module 'virtual:chunk-urls' {
  const urls: Readonly<Record<keyof typeof import('./registry.ts').LATER_CHUNKS, string>>;
  export default urls;
}

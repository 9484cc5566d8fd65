/** The page frame's icons, resolved when the code is bundled (src/icons/frame-icons.ts). */
declare module 'virtual:frame-icons' {
  const icons: Readonly<Partial<Record<string, import('./icon-data.ts').IconData>>>;
  export default icons;
}

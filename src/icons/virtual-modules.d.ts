/** The page frame's icons, resolved when the code is bundled (src/icons/frame-icons.ts). */
declare module 'virtual:frame-icons' {
  import type { IconData } from './icon-data.ts';

  const icons: Readonly<Partial<Record<string, IconData>>>;
  export default icons;
}

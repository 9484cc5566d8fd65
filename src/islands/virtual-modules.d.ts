/** The islands' icons, resolved when the client bundle is built (src/islands/island-icons.ts). */
declare module 'virtual:island-icons' {
  import type { IconData } from '../icons/icon-data.ts';

  const icons: Readonly<Record<string, IconData>>;
  export default icons;
}

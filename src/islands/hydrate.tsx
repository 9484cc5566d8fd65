/**
 * Client side of an island: each island entry exports `hydrate = defineIsland(Component)`.
 * The loader calls it with the island element and its parsed props. Once React has
 * committed, the element gets data-state="hydrated" and an `island:hydrated` event, which
 * the loader (click replay) and the browser tests wait for. An island that fails to mount
 * (its component throws before it committed) is logged as "Error while mounting app" with
 * its name, and gets data-state="failed"; its server-drawn HTML stays.
 */
import { type ComponentType, useEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';

export type HydrateIsland = (element: HTMLElement, props: unknown) => void;

export const HYDRATED_EVENT = 'island:hydrated';

/** What the log says when an island cannot mount. */
export const MOUNT_ERROR = 'Error while mounting app';

/**
 * An error thrown in an island: before it committed, the mount failed, and React has emptied the
 * element: the server-drawn `html` goes back in (a form that works without JavaScript still does);
 * after, it is the island's own.
 */
function failed(element: HTMLElement, error: unknown, html: string): void {
  if (element.dataset.state === 'hydrated') {
    console.error(`Error in the ${element.dataset.island ?? ''} island`, error);
    return;
  }
  element.dataset.state = 'failed';
  if (element.innerHTML !== html) element.innerHTML = html;
  console.error(MOUNT_ERROR, element.dataset.island ?? '', error);
}

function Hydrated({ element, children }: { element: HTMLElement; children: React.ReactNode }) {
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    element.dataset.state = 'hydrated';
    element.dispatchEvent(new CustomEvent(HYDRATED_EVENT, { bubbles: true }));
  }, [element]);
  return children;
}

export function defineIsland<P extends object>(Component: ComponentType<P>): HydrateIsland {
  return (element, props) => {
    const html = element.innerHTML;
    try {
      hydrateRoot(
        element,
        <Hydrated element={element}>
          <Component {...(props as P)} />
        </Hydrated>,
        { onUncaughtError: (error) => failed(element, error, html) },
      );
    } catch (error) {
      failed(element, error, html);
    }
  };
}

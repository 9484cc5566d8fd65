/**
 * Client side of an island: each island entry exports `hydrate = defineIsland(Component)`.
 * The loader calls it with the island element and its parsed props. Once React has
 * committed, the element gets data-state="hydrated" and an `island:hydrated` event, which
 * the loader (click replay) and the browser tests wait for.
 */
import { type ComponentType, useEffect, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';

export type HydrateIsland = (element: HTMLElement, props: unknown) => void;

export const HYDRATED_EVENT = 'island:hydrated';

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
    hydrateRoot(
      element,
      <Hydrated element={element}>
        <Component {...(props as P)} />
      </Hydrated>,
    );
  };
}

/**
 * Server side of an island: renders the component to HTML inside an <ac-island> element
 * that carries everything the client loader needs (the chunk URL, the props as JSON and
 * the hydration trigger). The element is styled `display: contents`, so it does not
 * change layout. Props must survive JSON, which the type enforces; what the client entry
 * brings itself (`local`: the islands' icons) is drawn here without being written into the page.
 */
import type { ComponentType } from 'react';
import { useAssets } from './assets.tsx';
import type { HydrationTrigger, IslandName } from './registry.ts';

export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ac-island': {
        'data-island': IslandName;
        'data-src': string;
        'data-props': string;
        'data-hydrate': HydrationTrigger;
        children?: React.ReactNode;
      };
    }
  }
}

interface IslandProps<C extends object, L extends Partial<C>> {
  readonly name: IslandName;
  readonly component: ComponentType<C>;
  /** What the page tells the island, as JSON. */
  readonly props: NoInfer<Omit<C, keyof L>> & { readonly [key: string]: Json };
  /** What the component draws with besides its props, here only: its client entry brings its own (the islands' icons). */
  readonly local?: L;
  readonly hydrate: HydrationTrigger;
}

export function Island<C extends object, L extends Partial<C> = Record<never, never>>({
  name,
  component: Component,
  props,
  local,
  hydrate,
}: IslandProps<C, L>) {
  const assets = useAssets();
  return (
    <ac-island data-island={name} data-src={assets.islands[name]} data-props={JSON.stringify(props)} data-hydrate={hydrate}>
      <Component {...({ ...props, ...local } as C)} />
    </ac-island>
  );
}

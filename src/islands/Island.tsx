/**
 * Server side of an island: renders the component to HTML inside an <ac-island> element
 * that carries everything the client loader needs (the island's name, by which the loader
 * knows its chunk, the props as JSON and the hydration trigger). The element is styled
 * `display: contents`, so it does not change layout. Props must survive JSON, which the type enforces.
 */
import type { ComponentType } from 'react';
import type { HydrationTrigger, IslandName } from './registry.ts';

export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ac-island': {
        'data-island': IslandName;
        'data-props': string;
        'data-hydrate'?: HydrationTrigger | undefined;
        children?: React.ReactNode;
      };
    }
  }
}

interface IslandProps<P extends { readonly [key: string]: Json }> {
  readonly name: IslandName;
  readonly component: ComponentType<P>;
  readonly props: P;
  readonly hydrate: HydrationTrigger;
}

export function Island<P extends { readonly [key: string]: Json }>({ name, component: Component, props, hydrate }: IslandProps<P>) {
  return (
    <ac-island
      data-island={name}
      data-props={JSON.stringify(props)}
      // The loader's default, so the attribute is left out for it.
      data-hydrate={hydrate === 'interaction' ? undefined : hydrate}
    >
      <Component {...props} />
    </ac-island>
  );
}

/**
 * The URLs of the client assets a page refers to. In a build they come from Vite's
 * manifest; in development they are source paths served by Vite. Passed down through
 * React context so components never read the manifest themselves.
 */
import { createContext, useContext } from 'react';

export interface PageAssets {
  /** URL of the island loader module. */
  readonly loader: string;
  /** URL of the site stylesheet every page links (hashed, cached for good); null in development, where Vite serves it. */
  readonly stylesheet: string | null;
  /** Page-view analytics event endpoint (ANALYTICS_URL at build); null: no analytics. */
  readonly analyticsEndpoint?: string | null;
  /** The id of the build that rendered the page, which the update notice compares; absent in development. */
  readonly buildId?: string | null;
}

const AssetsContext = createContext<PageAssets | null>(null);

export const AssetsProvider = AssetsContext.Provider;

export function useAssets(): PageAssets {
  const assets = useContext(AssetsContext);
  if (!assets) throw new Error('useAssets: no <AssetsProvider> above this component');
  return assets;
}

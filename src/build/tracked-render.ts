/** Renders one page of the site and records its payload: what content it was made of. */
import { renderPath, type RenderOptions } from '../render/render.tsx';
import { trackContent } from './content-tracking.ts';
import type { PagePayload } from './payload.ts';

export function renderTrackedPage(path: string, options: RenderOptions, buildId: string): { html: string; payload: PagePayload } {
  const tracked = trackContent(options.content);
  const result = renderPath(path, { ...options, content: tracked.content });
  if (result.status !== 200) throw new Error(`render: ${path} rendered status ${result.status}`);
  return { html: result.html, payload: { path, build: buildId, today: options.today, dependencies: tracked.dependencies() } };
}

/**
 * A page of the site: given its resolved route and the content, it returns its head
 * texts and its body, or null when the route's item does not exist (a 404).
 */
import type { ReactNode } from 'react';
import type { Content } from '../content/types.ts';
import type { Messages } from '../i18n/messages.ts';
import type { ResolvedRoute } from '../routes/match.ts';
import type { RouteId } from '../routes/table.ts';
import type { JsonLd } from '../seo/structured-data.ts';

export interface PageView {
  /** The page's own title; null for the home page, whose title is the bare brand. */
  readonly title: string | null;
  readonly description: string;
  readonly body: ReactNode;
  /** schema.org blocks for rich results. */
  readonly jsonLd?: readonly JsonLd[];
  /** CSS only this page needs (inlined into its head). */
  readonly styles?: string;
  /** Open Graph type; 'website' when absent. */
  readonly ogType?: 'website' | 'article';
}

import type { FormOutcome } from '../registration/outcome.ts';

export interface PageInput<Id extends RouteId> {
  readonly route: ResolvedRoute<Id>;
  readonly content: Content;
  readonly messages: Messages;
  /** The build's "today" (YYYY-MM-DD): what counts as upcoming or past. */
  readonly today: string;
  /** Origin for absolute URLs (structured data). */
  readonly siteUrl: string;
  /** When the page answers a registration posted without JavaScript: the date and what came of it. */
  readonly formOutcome?: FormOutcomeFor | null;
}

export interface FormOutcomeFor {
  readonly dateId: number;
  readonly outcome: FormOutcome;
}

export type PageResolver<Id extends RouteId> = (input: PageInput<Id>) => PageView | null;

/**
 * What a manage link opens: its registration and scope (the whole registration, or one
 * place), or why it opens none (unknown, given away, or over).
 */
import { findDate } from '../../../content/content-index.ts';
import { materialsOf, materialsOpen, materialsWindow } from '../../../content/date-materials.ts';
import type { ManageLinkProblem } from '../../../registration-contract/manage.ts';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../gate/confirmation-settings.ts';
import { hashToken, TOKEN_PATTERN } from '../../gate/tokens.ts';
import { feedbackOpen } from '../rules/feedback-rules.ts';
import type { ManageState } from '../rules/manage-view.ts';
import type { ManageDeps } from './manage-answers.ts';

/**
 * The registration a manage link opens, and its scope; or why it opens none. A link ends
 * after the course, but stays open while the course's materials may be downloaded or its
 * feedback given, and the whole registration's link while its documents need it
 * (`documents.keepOpen`).
 */
export async function resolveLink(deps: LinkDeps, token: string): Promise<ManageState | { problem: ManageLinkProblem }> {
  if (!TOKEN_PATTERN.test(token)) return { problem: 'unknown' };
  const { stores, documents } = deps;
  const now = deps.now().getTime();
  const row = await stores.gate.token(hashToken(token));
  const registration = row?.purpose === 'manage' ? await stores.registrations.get(row.entryId) : undefined;
  const booking = registration && (await stores.changes.booking(registration.id));
  if (!row || !registration || !booking || registration.status !== 'confirmed') return { problem: 'unknown' };
  if (row.usedAt !== null) return { problem: 'revoked' };
  const open =
    row.expiresAt > now ||
    afterCourseOpen(deps, registration.dateId, now) ||
    (await documents?.keepOpen(registration.id, row.position, now));
  if (!open) return { problem: 'expired' };
  return { registration, booking, position: row.position };
}

/** What opening a link needs. */
export type LinkDeps = Pick<ManageDeps, 'stores' | 'now' | 'documents' | 'getContent' | 'materialDays' | 'feedbackDays'>;

/** The days around a course its materials may be downloaded, as set or by default. */
export const materialDaysOf = (deps: Pick<ManageDeps, 'materialDays'>) => deps.materialDays ?? DEFAULT_CONFIRMATION_SETTINGS.materials;

/** The days after a course its participants may give or change their feedback, as set or by default. */
export const feedbackDaysOf = (deps: Pick<ManageDeps, 'feedbackDays'>) => deps.feedbackDays ?? DEFAULT_CONFIRMATION_SETTINGS.feedbackDays;

/** Whether the date's participants may still download its seminar's materials, or give their feedback, at `now`. */
function afterCourseOpen(deps: LinkDeps, dateId: number, now: number): boolean {
  const content = deps.getContent();
  const date = findDate(content, dateId)?.date;
  if (!date) return false;
  const materials = materialsOf(content, date.seminarId).length > 0 && materialsOpen(materialsWindow(date, materialDaysOf(deps)), now);
  return materials || feedbackOpen(date, feedbackDaysOf(deps), now);
}

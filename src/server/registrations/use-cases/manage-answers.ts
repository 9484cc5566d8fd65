/**
 * What a manage link's requests work with (the stores, the content, the day, the mails) and
 * what they are answered with: a problem with the link, the registration's page (with a
 * notice: done, or refused and why, in the registration's language), or a change made.
 */

import type { VatRules } from '../../../config/stated-settings.ts';
import type { MaterialDays } from '../../../content/date-materials.ts';
import { TERMS_NUMBERS } from '../../../content/terms-policy.ts';
import type { Content } from '../../../content/types.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import type { ManageAction, ManageLinkProblem, ManageView } from '../../../registration-contract/manage.ts';
import { MANAGE_TEXTS, type ManageRefusal } from '../../../registration-contract/manage-messages.ts';
import { MAX_PARTICIPANTS } from '../../../registration-contract/schema.ts';
import type { MailComposer } from '../../mail/composer.ts';
import type { ManageState } from '../rules/manage-view.ts';
import type { RegistrationDocuments } from '../rules/registration-documents.ts';
import type { ChangeResult } from '../store/change-steps.ts';
import type { RegistrationStores } from '../store/registration-stores.ts';
import type { SeatChange } from './offer-seats.ts';

export interface ManageDeps {
  readonly stores: RegistrationStores;
  readonly getContent: () => Content;
  /** 'YYYY-MM-DD', Europe/Berlin */
  readonly today: () => string;
  readonly now: () => Date;
  readonly manageLink: (token: string) => string;
  /** The mails of changes; none when absent. */
  readonly mails?: MailComposer;
  /** How often one place may be handed on through a link (PLACE_HANDOVERS); default that setting's. */
  readonly placeHandovers?: number;
  /** The VAT rules a private person's amount due is stated with (the invoices'); none: net only. */
  readonly vatRules?: VatRules;
  /** The registration's invoices; none without. */
  readonly documents?: RegistrationDocuments;
  /** The hour of the day before from which a webinar day's access details are out (ACCESS_MAIL_HOUR); default that setting's. */
  readonly accessMailHour?: number;
  /** The days around a course its materials may be downloaded (MATERIALS_DAYS_BEFORE, MATERIALS_DAYS_AFTER); default those settings'. */
  readonly materialDays?: MaterialDays;
  /** How many days after a course its participants may give or change their feedback (FEEDBACK_DAYS); default that setting's. */
  readonly feedbackDays?: number;
  /** A file of the site being served, by its path there; null when it has none. */
  readonly siteFile?: (path: string) => Promise<Uint8Array | null>;
}

export type ManageAnswer =
  | { readonly kind: 'problem'; readonly problem: ManageLinkProblem }
  | { readonly kind: 'view'; readonly view: ManageView; readonly locale: Locale; readonly dateId: number; readonly status: 200 | 409 | 422 }
  /** A change was made: the page goes on to the link's address with `done`; `seats`: the dates whose seats changed. */
  | {
      readonly kind: 'done';
      readonly action: ManageAction | 'feedback';
      readonly token: string;
      readonly registrationId: string;
      readonly seats: readonly SeatChange[];
    };

export const answer = (state: ManageState, view: ManageView, status: 200 | 409 | 422): ManageAnswer => ({
  kind: 'view',
  view,
  locale: state.registration.locale,
  dateId: state.registration.dateId,
  status,
});

export function refused(state: ManageState, view: ManageView, reason: ManageRefusal, params: Record<string, number> = {}): ManageAnswer {
  const message = interpolate(MANAGE_TEXTS[state.registration.locale].refused[reason], { days: TERMS_NUMBERS['transfer-days'], ...params });
  return answer(state, { ...view, notice: { kind: 'refused', message } }, 409);
}

/** What a change's refusal by the store means to the visitor. */
export function storeRefusal(state: ManageState, view: ManageView, result: Extract<ChangeResult, { ok: false }>): ManageAnswer {
  if (result.reason === 'seats' || result.reason === 'onSiteSeats') return refused(state, view, result.reason, { left: result.left });
  if (result.reason === 'handedOn') return refused(state, view, result.reason, { times: result.times });
  if (result.reason === 'gone') return refused(state, view, 'notAllowed');
  if (result.reason === 'most') return refused(state, view, 'most', { max: MAX_PARTICIPANTS });
  return refused(state, view, result.reason);
}

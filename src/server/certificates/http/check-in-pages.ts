/**
 * The staff's check-in pages as HTML, drawn by the server (they hold people's names, so they
 * are never built or cached): the sign-in form, the dates to choose from, a day's list of
 * participants with a checkbox each (a plain form: ticking and saving work without
 * JavaScript; each row is one large label, easy to hit on a phone), and the answer to an
 * import. Every value escaped. Pure.
 */
import { formatDate, formatDateRange } from '../../../i18n/format.ts';
import { LOCALE_INFO, type Locale } from '../../../i18n/locales.ts';
import { interpolate } from '../../../i18n/messages.ts';
import { escapeHtml as e } from '../../../text/escape-html.ts';
import type { Attendee } from '../rules/attendance-report.ts';
import { CHECK_IN_TEXTS, type CheckInTexts } from '../rules/check-in-texts.ts';
import type { DateChoice, ListedPlace } from '../use-cases/check-in.ts';

export const CHECK_IN_PATH = '/api/attendance';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#14202b;background:#fff}
main{max-width:42rem;margin:0 auto;padding:1rem}h1{font-size:1.5rem;margin:.5rem 0 1rem}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
a{color:#004f8a}label{display:block;font-weight:600}input[type=email],input[type=password],input[type=file]{display:block;width:100%;box-sizing:border-box;margin:.25rem 0 1rem;padding:.6rem;font:inherit;border:1px solid #4a5866;border-radius:.4rem}
button{font:inherit;font-weight:600;padding:.7rem 1.2rem;border:0;border-radius:.4rem;background:#005a9c;color:#fff;min-height:44px}
.link-button{background:none;color:#004f8a;text-decoration:underline;padding:0;min-height:auto}
ul.places{list-style:none;padding:0;margin:0 0 1rem}ul.places label{display:flex;gap:.75rem;align-items:center;padding:.75rem .5rem;border-bottom:1px solid #d5dde5;font-weight:400;min-height:44px}
ul.places input{width:1.6rem;height:1.6rem;flex:none}.muted{color:#4a5866;font-size:.9rem}.note{padding:.75rem 1rem;border-radius:.5rem;background:#d7f0e1;color:#0f5132}
.problem{padding:.75rem 1rem;border-radius:.5rem;background:#fdf0d5;color:#6b4200}nav.days a,nav.days strong{margin-right:1rem}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}`;

function page(locale: Locale, title: string, body: string, member: string | null): string {
  const texts = CHECK_IN_TEXTS[locale];
  const signOut = member
    ? `<form method="post" action="${CHECK_IN_PATH}/sign-out"><p class="muted">${e(interpolate(texts.signedInAs, { name: member }))} · <button class="link-button">${e(texts.signOut)}</button></p></form>`
    : '';
  return `<!doctype html><html lang="${LOCALE_INFO[locale].tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${e(title)}</title><style>${STYLE}</style></head><body><main>${signOut}<h1>${e(title)}</h1>${body}</main></body></html>`;
}

const notice = (text: string, kind: 'note' | 'problem' = 'note') =>
  `<p class="${kind}" role="${kind === 'note' ? 'status' : 'alert'}">${e(text)}</p>`;

export function signInPage(locale: Locale, problem: string | null = null): string {
  const texts = CHECK_IN_TEXTS[locale];
  return page(
    locale,
    `${texts.title}: ${texts.signIn}`,
    `${problem ? notice(problem, 'problem') : ''}<p>${e(texts.signInLead)}</p>
<form method="post" action="${CHECK_IN_PATH}/sign-in"><label for="email">${e(texts.email)}</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">${e(texts.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required><button>${e(texts.signInButton)}</button></form>`,
    null,
  );
}

const whereOf = (texts: CheckInTexts, choice: Pick<DateChoice, 'place' | 'format'>) =>
  choice.format === 'webinar'
    ? texts.online
    : choice.format === 'hybrid'
      ? `${choice.place ?? ''} / ${texts.online}`
      : (choice.place ?? '');

export function datesPage(locale: Locale, member: string, dates: readonly DateChoice[]): string {
  const texts = CHECK_IN_TEXTS[locale];
  const items = dates
    .map((date) => {
      const when = formatDateRange(locale, date.days[0] ?? '', date.days.at(-1) ?? '');
      return `<li><a href="${CHECK_IN_PATH}/${date.dateId}">${e(date.title)}</a><br><span class="muted">${e(when)} · ${e(whereOf(texts, date))} · #${date.dateId}</span></li>`;
    })
    .join('');
  return page(locale, texts.title, `<h2>${e(texts.dates)}</h2>${items ? `<ul>${items}</ul>` : `<p>${e(texts.noDates)}</p>`}`, member);
}

export interface DayPageInput {
  readonly member: string;
  readonly dateId: number;
  readonly choice: DateChoice;
  readonly day: string;
  readonly places: readonly ListedPlace[];
  readonly saved: boolean;
}

export function dayPage(locale: Locale, input: DayPageInput): string {
  const texts = CHECK_IN_TEXTS[locale];
  const { choice, day, places, dateId } = input;
  const base = `${CHECK_IN_PATH}/${dateId}`;
  const days = choice.days
    .map((one, index) =>
      one === day
        ? `<strong aria-current="page">${e(texts.day)} ${index + 1}</strong>`
        : `<a href="${base}?day=${one}">${e(texts.day)} ${index + 1}</a>`,
    )
    .join(' ');
  const present = places.filter((place) => place.present).length;
  const rows = places
    .map(
      (place) =>
        `<li><label><input type="checkbox" name="present" value="${e(place.key)}"${place.present ? ' checked' : ''}><span>${e(place.name)}<br><span class="muted">${e(place.company)}${place.attendance ? ` · ${e(place.attendance === 'online' ? texts.online : (choice.place ?? ''))}` : ''}</span></span></label></li>`,
    )
    .join('');
  // What the list shows ticked, sent back with it: only the boxes changed here are saved.
  const shown = places
    .filter((place) => place.present)
    .map((place) => `<input type="hidden" name="shown" value="${e(place.key)}">`)
    .join('');
  const list = places.length
    ? `<form method="post" action="${base}"><input type="hidden" name="day" value="${day}">${shown}<p class="muted">${e(interpolate(texts.present, { count: String(present), total: String(places.length) }))}</p><ul class="places">${rows}</ul><button>${e(texts.save)}</button></form>`
    : `<p>${e(texts.noPlaces)}</p>`;
  const online = choice.format !== 'in-person';
  const onSite = choice.format !== 'webinar';
  const upload = (action: string, heading: string, lead: string, label: string, button: string, withDay: boolean) =>
    `<h2>${e(heading)}</h2><form method="post" action="${action}" enctype="multipart/form-data"><p class="muted">${e(lead)}</p>${withDay ? `<input type="hidden" name="day" value="${day}">` : ''}<label for="${action.endsWith('report') ? 'report' : 'results'}">${e(label)}</label><input id="${action.endsWith('report') ? 'report' : 'results'}" name="file" type="file" accept=".csv,text/csv" required><button>${e(button)}</button></form>`;
  return page(
    locale,
    choice.title,
    `<p class="muted">${e(formatDate(locale, day))} · ${e(whereOf(texts, choice))} · <a href="${CHECK_IN_PATH}">${e(texts.back)}</a></p>
<nav class="days" aria-label="${e(texts.day)}">${days}</nav>
${input.saved ? notice(interpolate(texts.saved, { day: formatDate(locale, day) })) : ''}${list}
${onSite ? `<p><a href="${base}/sign-in-sheet.pdf?day=${day}">${e(texts.sheet)}</a></p>` : ''}
${online ? upload(`${base}/report`, texts.report, texts.reportLead, texts.reportFile, texts.importReport, true) : ''}
${upload(`${base}/results`, texts.results, texts.resultsLead, texts.resultsFile, texts.importResults, false)}`,
    input.member,
  );
}

export function reportPage(
  locale: Locale,
  member: string,
  dateId: number,
  title: string,
  matched: number,
  unmatched: readonly Attendee[],
): string {
  const texts = CHECK_IN_TEXTS[locale];
  const people = unmatched.map((person) => `<li>${e(person.name)} &lt;${e(person.email)}&gt;</li>`).join('');
  return page(
    locale,
    title,
    `${notice(interpolate(texts.matched, { count: String(matched) }))}<h2>${e(texts.unmatchedHeading)}</h2>${people ? `<ul>${people}</ul>` : `<p>${e(texts.noneUnmatched)}</p>`}<p><a href="${CHECK_IN_PATH}/${dateId}">${e(texts.back)}</a></p>`,
    member,
  );
}

export function resultsPage(
  locale: Locale,
  member: string,
  dateId: number,
  title: string,
  counts: { readonly recorded: number; readonly already: number },
  problems: ReadonlyArray<{ readonly line: number; readonly problem: keyof CheckInTexts['problems'] }>,
): string {
  const texts = CHECK_IN_TEXTS[locale];
  const lines = problems
    .map((one) => `<li>${e(interpolate(texts.problemLine, { line: String(one.line), problem: texts.problems[one.problem] }))}</li>`)
    .join('');
  return page(
    locale,
    title,
    `${notice(interpolate(texts.resultsRecorded, { count: String(counts.recorded) }))}${counts.already ? `<p>${e(interpolate(texts.resultsAlready, { count: String(counts.already) }))}</p>` : ''}${lines ? `<h2>${e(texts.problemsHeading)}</h2><ul>${lines}</ul>` : ''}<p><a href="${CHECK_IN_PATH}/${dateId}">${e(texts.back)}</a></p>`,
    member,
  );
}

/** A problem with the request itself (a file that cannot be read, an unknown date, too many attempts), with a way back. */
export function problemPage(locale: Locale, member: string | null, text: string): string {
  const texts = CHECK_IN_TEXTS[locale];
  return page(locale, texts.title, `${notice(text, 'problem')}<p><a href="${CHECK_IN_PATH}">${e(texts.back)}</a></p>`, member);
}

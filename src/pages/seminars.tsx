/** All seminars with the seminar finder, and all seminar dates grouped by month. */
import { DateRow } from '../components/DateRow.tsx';
import { finderCss, finderEntries, finderMonths } from '../components/finder.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { SeminarFinder } from '../components/SeminarFinder.tsx';
import { groupByMonth, upcomingDates } from '../content/schedule.ts';
import { formatMonth } from '../i18n/format.ts';
import type { PageResolver } from './types.ts';

export const seminarsPage: PageResolver<'seminars'> = ({ content, messages, today }) => {
  const text = messages.pages.seminars;
  const entries = finderEntries(content, today);
  const months = finderMonths(entries);
  return {
    title: text.title,
    description: text.description,
    styles: finderCss(entries.map((entry) => entry.facets), months),
    body: (
      <>
        <PageHeader title={text.title} lead={text.description} />
        <SeminarFinder entries={entries} today={today} months={months} />
      </>
    ),
  };
};

export const seminarDatesPage: PageResolver<'seminarDates'> = ({ route, content, messages, today }) => {
  const text = messages.pages.seminarDates;
  const seminars = new Map(content.seminars.map((seminar) => [seminar.id, seminar]));
  const groups = groupByMonth(upcomingDates(content.seminarDates, today));
  return {
    title: text.title,
    description: text.description,
    body: (
      <>
        <PageHeader title={text.title} lead={text.description} />
        {groups.length === 0 && <p>{messages.dates.upcomingNone}</p>}
        {groups.map(({ month, dates }) => (
          <section key={month} aria-labelledby={`month-${month}`} className="mb-10">
            <h2 id={`month-${month}`} className="text-2xl font-semibold">{formatMonth(route.locale, month)}</h2>
            <ul className="date-list mt-3">
              {dates.map((date) => {
                const seminar = seminars.get(date.seminarId);
                return seminar && <DateRow key={date.id} seminar={seminar} date={date} today={today} showTitle />;
              })}
            </ul>
          </section>
        ))}
      </>
    ),
  };
};

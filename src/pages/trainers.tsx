/**
 * The trainers: a page listing everyone who teaches (reached from the about page and from
 * every seminar and date they teach), and a page per trainer with their role, experience,
 * the standards and topics they teach, their next dates and their seminars.
 */
import type { DateItem } from '../components/DateRow.tsx';
import { DateRow } from '../components/DateRow.tsx';
import { Fact } from '../components/Fact.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { PriceNote } from '../components/Price.tsx';
import { usePage } from '../components/page-context.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import { SeminarLinks } from '../components/SeminarLinks.tsx';
import { Portrait, type TrainerItem, TrainerList } from '../components/TrainerList.tsx';
import { consumerPrices } from '../content/consumer-prices.ts';
import { type ContentIndex, trainersOf } from '../content/content-index.ts';
import { upcomingDates } from '../content/schedule.ts';
import type { Trainer } from '../content/types.ts';
import type { Locale } from '../i18n/locales.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { breakAtJoints } from '../i18n/word-breaks.ts';
import { datesWithTitles } from './listings.ts';
import type { Screen } from './types.ts';

/** A trainer as lists show them. */
export function trainerItem(trainer: Trainer, locale: Locale): TrainerItem {
  return { id: trainer.id, name: trainer.name, role: trainer.translations[locale].role, image: trainer.image };
}

/** The trainers of ids, in that order (ids of no trainer left out). */
export function trainerItems(index: ContentIndex, ids: readonly string[], locale: Locale): TrainerItem[] {
  return trainersOf(index, ids).map((trainer) => trainerItem(trainer, locale));
}

interface TrainersProps {
  readonly title: string;
  readonly lead: string;
  readonly trainers: readonly TrainerItem[];
}

function TrainersBody({ props }: { props: TrainersProps }) {
  return (
    <>
      <PageHeader title={props.title} lead={props.lead} />
      <TrainerList trainers={props.trainers} headingLevel={2} />
    </>
  );
}

export const trainersScreen: Screen<'trainers', TrainersProps> = {
  load: ({ route, index }) => {
    const text = MESSAGES[route.locale].pages.trainers;
    const trainers = [...index.content.trainers]
      .sort((a, b) => a.name.localeCompare(b.name, route.locale))
      .map((trainer) => trainerItem(trainer, route.locale));
    return { head: { title: text.title, description: text.description }, props: { title: text.title, lead: text.description, trainers } };
  },
  Body: TrainersBody,
};

interface TrainerProps {
  readonly trainer: TrainerItem & {
    readonly experience: string;
    readonly standards: readonly string[];
    readonly topics: readonly string[];
  };
  readonly dates: readonly DateItem[];
  readonly seminars: ReadonlyArray<{ readonly slug: string; readonly title: string }>;
}

function TrainerBody({ props }: { props: TrainerProps }) {
  const { messages } = usePage();
  const { trainer, dates, seminars } = props;
  const text = messages.trainer;
  return (
    <>
      <Portrait trainer={trainer} large />
      <div className="mt-4">
        <PageHeader title={trainer.name} lead={breakAtJoints(trainer.role)} />
      </div>
      <p className="max-w-3xl">{trainer.experience}</p>
      <dl className="facts mt-6 max-w-3xl">
        <Fact label={text.standards}>{trainer.standards.join(', ')}</Fact>
        <Fact label={text.topics}>{trainer.topics.join(', ')}</Fact>
      </dl>
      <section aria-labelledby="trainer-dates" className="mt-10" data-pagefind-ignore="all">
        <h2 id="trainer-dates" className="text-2xl font-semibold">
          {text.dates}
        </h2>
        {dates.length === 0 ? (
          <p className="mt-3">{text.noDates}</p>
        ) : (
          <>
            <ul className="date-list mt-3">
              {dates.map((date) => (
                <DateRow key={date.id} date={date} />
              ))}
            </ul>
            <PriceNote />
          </>
        )}
      </section>
      <SeminarLinks id="trainer-seminars" title={text.seminars} seminars={seminars} className="mt-10" />
      <p className="mt-10">
        <RouteLink to="trainers" params={{}}>
          {text.all}
        </RouteLink>
      </p>
    </>
  );
}

export const trainerScreen: Screen<'trainer', TrainerProps> = {
  load: ({ route, index, today, stated }) => {
    const prices = consumerPrices(index.content, stated.invoicing, today);
    const trainer = index.trainerById.get(route.params.trainerId);
    if (!trainer) return null;
    const { locale } = route;
    const { role, experience, topics } = trainer.translations[locale];
    const taught = index.datesByTrainer.get(trainer.id) ?? [];
    const seminars = [...new Set(taught.map((date) => date.seminarId))].flatMap((id) => {
      const seminar = index.seminarById.get(id);
      return seminar ? [{ slug: seminar.slug, title: seminar.translations[locale].title }] : [];
    });
    return {
      head: { title: trainer.name, description: `${trainer.name}: ${role}. ${topics.join(', ')}.` },
      props: {
        trainer: { ...trainerItem(trainer, locale), experience, standards: trainer.standards, topics },
        dates: datesWithTitles(index, upcomingDates(taught, today), locale, today, prices),
        seminars,
      },
    };
  },
  Body: TrainerBody,
};

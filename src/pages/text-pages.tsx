/**
 * Editorial pages whose text comes from the CMS (site pages): corporate solutions, the
 * standard, about us and the legal pages; and the training path with its seminars.
 */

import { EnquiryForm } from '../components/EnquiryForm.tsx';
import { type NextStep, NextSteps } from '../components/NextSteps.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { type ConsumerPrice, type OfferShown, PriceNote, WithVat } from '../components/Price.tsx';
import { usePage } from '../components/page-context.tsx';
import { RichText } from '../components/RichText.tsx';
import { RouteLink } from '../components/RouteLink.tsx';
import type { SeminarCardItem } from '../components/SeminarCard.tsx';
import { SeminarCard } from '../components/SeminarCard.tsx';
import { buttonVariants } from '../components/ui/Button.tsx';
import { consumerPrices } from '../content/consumer-prices.ts';
import { type ContentIndex, datesOf } from '../content/content-index.ts';
import { offerPrice } from '../content/prices.ts';
import { dateStatus } from '../content/schedule.ts';
import { siteFacts } from '../content/stated-facts.ts';
import { fillNumbers, retentionNumbers, termsPlaceholders } from '../content/terms-policy.ts';
import type { SitePageKey } from '../content/types.ts';
import type { EnquiryOutcome } from '../enquiry-contract/outcome.ts';
import type { EnquiryKind } from '../enquiry-contract/schema.ts';
import { formatPrice } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { interpolate, MESSAGES } from '../i18n/messages.ts';
import { vatTerms } from '../registration-contract/vat-statements.ts';
import { buildPath } from '../routes/match.ts';
import { seminarCard } from './listings.ts';
import type { Screen } from './types.ts';

interface SitePageProps {
  readonly title: string;
  readonly lead: string;
  /** Sanitized rich text. */
  readonly body: string;
  readonly next: readonly NextStep[];
  /** The enquiry form the page ends with (the corporate page's in-house enquiry); none on the others. */
  readonly enquiry: EnquiryKind | null;
}

function SitePageBody({ props, enquiryOutcome }: { props: SitePageProps; enquiryOutcome?: EnquiryOutcome | null }) {
  return (
    <>
      <PageHeader title={props.title} lead={props.lead} />
      <RichText html={props.body} className="max-w-3xl" />
      {props.enquiry && <EnquiryForm kind={props.enquiry} outcome={enquiryOutcome ?? null} />}
      <NextSteps steps={props.next} />
    </>
  );
}

/** Where each text page leads on: the standard to the first course of the path and the path; the about page to the trainers. */
function nextStepsOf(key: SitePageKey, index: ContentIndex, locale: Locale): NextStep[] {
  const words = MESSAGES[locale].nextSteps;
  const [first] = index.seminarsByTrainingPath.get(TRAINING_PATH_SLUG) ?? [];
  const start = first && {
    href: buildPath('seminar', locale, { slug: first.slug }),
    label: interpolate(words.start, { title: first.translations[locale].title }),
  };
  const path = { href: buildPath('trainingPath', locale, {}), label: words.path };
  const seminars = { href: buildPath('seminars', locale, {}), label: words.seminars };
  if (key === 'standard') return start ? [start, path] : [path];
  if (key === 'aboutUs') return [{ href: buildPath('trainers', locale, {}), label: words.trainers }, seminars];
  return [];
}

/** The text pages that end with an enquiry form. */
const ENQUIRY_ON: Partial<Record<SitePageKey, EnquiryKind>> = { corporateSolutions: 'inhouse' };

function sitePage<Id extends SitePageKey>(key: Id): Screen<Id, SitePageProps> {
  return {
    load: ({ route, index, stated }) => {
      const page = index.sitePageByKey.get(key);
      if (!page) return null;
      const { title, lead, body } = page.translations[route.locale];
      // The pages name their numbers by placeholders, filled in from the content (the seats and the
      // trainers: src/content/stated-facts.ts), the rules (src/content/terms-policy.ts), the
      // invoicing and the retention settings (src/config/).
      const filled = fillNumbers(body, {
        ...siteFacts(index),
        ...termsPlaceholders(route.locale, stated.invoicing),
        vat: vatTerms(route.locale, stated.invoicing.vat),
        ...retentionNumbers(stated.retention),
      });
      return {
        head: { title, description: lead },
        props: { title, lead, body: filled, next: nextStepsOf(key, index, route.locale), enquiry: ENQUIRY_ON[key] ?? null },
      };
    },
    Body: SitePageBody,
  };
}

export const corporateSolutionsScreen = sitePage('corporateSolutions');
export const standardScreen = sitePage('standard');
export const aboutUsScreen = sitePage('aboutUs');
export const termsScreen = sitePage('terms');
export const privacyScreen = sitePage('privacy');
export const imprintScreen = sitePage('imprint');
export const legalNoticeScreen = sitePage('legalNotice');

export const TRAINING_PATH_SLUG = 'data-center-specialist';

interface TrainingPathProps {
  readonly title: string;
  readonly teaser: string;
  readonly description: string;
  /** In the order of their steps. */
  readonly steps: ReadonlyArray<{ readonly step: number; readonly seminar: SeminarCardItem }>;
  /**
   * What all its courses cost together per person now ("from" where one of them is), and what a
   * private person pays for that with VAT (where its courses share one rate); null while one cannot be booked.
   */
  readonly total: { readonly price: number; readonly from: boolean; readonly consumer: ConsumerPrice | null } | null;
  readonly pathId: number;
}

/** A path's courses' prices now, added up, and what a private person pays for that where they share one VAT rate. */
function pathTotal(offers: readonly OfferShown[]): NonNullable<TrainingPathProps['total']> {
  const price = offers.reduce((sum, offer) => sum + offerPrice(offer), 0);
  const rates = new Set(offers.map((offer) => offer.consumer?.rate ?? 0));
  const [rate = 0] = rates;
  const consumer = rates.size === 1 && rate > 0 ? { gross: Math.round(price * (100 + rate)) / 100, rate } : null;
  return { price, from: offers.some((offer) => offer.kind === 'from'), consumer };
}

/** The path's price: its courses' prices now, added up; and where to begin. */
function PathTotal({ total, pathId, first }: { total: TrainingPathProps['total']; pathId: number; first: SeminarCardItem | undefined }) {
  const { locale, messages } = usePage();
  if (!total || !first) return null;
  const amount = formatPrice(locale, total.price);
  return (
    <div className="card mt-8 max-w-3xl">
      <p className="text-lg font-semibold">
        {`${messages.nextSteps.pathTotal} `}
        <span data-price={`p${pathId}`}>{total.from ? interpolate(messages.seminar.fromPrice, { price: amount }) : amount}</span>
      </p>
      <WithVat consumer={total.consumer} of={`p${pathId}`} from={total.from} />
      <PriceNote />
      <p className="mt-4">
        <RouteLink to="seminar" params={{ slug: first.slug }} className={buttonVariants({ variant: 'primary' })}>
          {messages.nextSteps.pathStart}
        </RouteLink>
      </p>
    </div>
  );
}

function TrainingPathBody({ props }: { props: TrainingPathProps }) {
  const { messages } = usePage();
  return (
    <>
      <PageHeader title={props.title} lead={props.teaser} />
      <RichText html={props.description} className="max-w-3xl" />
      <PathTotal total={props.total} pathId={props.pathId} first={props.steps[0]?.seminar} />
      <ol className="path-steps mt-8 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {props.steps.map(({ step, seminar }) => (
          <li key={seminar.id}>
            <p className="path-step">{interpolate(messages.seminar.trainingPathStep, { step, total: props.steps.length })}</p>
            <SeminarCard seminar={seminar} />
          </li>
        ))}
      </ol>
      <PriceNote className="muted mt-4 text-sm" />
    </>
  );
}

/**
 * The path's steps, each with the first of its dates that starts after the previous step's shown
 * date ends, so that the dates can be taken in the path's order; a step none of whose dates comes
 * after keeps its own next date.
 */
export function chainedDates<Step extends { readonly seminar: SeminarCardItem }>(
  index: ContentIndex,
  steps: readonly Step[],
  today: string,
): Step[] {
  let previousEnd: string | null = null;
  return steps.map((step) => {
    const after = previousEnd;
    const chained =
      after === null
        ? undefined
        : datesOf(index, step.seminar.id).find((date) => date.start > after && dateStatus(date, today) === 'bookable');
    const nextDate = chained ? { start: chained.start, end: chained.end } : step.seminar.nextDate;
    if (nextDate) previousEnd = nextDate.end > (previousEnd ?? '') ? nextDate.end : previousEnd;
    return { ...step, seminar: { ...step.seminar, nextDate } };
  });
}

export const trainingPathScreen: Screen<'trainingPath', TrainingPathProps> = {
  load: ({ route, index, today, stated }) => {
    const prices = consumerPrices(index.content, stated.invoicing, today);
    const path = index.trainingPathBySlug.get(TRAINING_PATH_SLUG);
    if (!path) return null;
    const { title, teaser, description } = path.translations[route.locale];
    const steps = chainedDates(
      index,
      (index.seminarsByTrainingPath.get(TRAINING_PATH_SLUG) ?? []).map((seminar) => ({
        step: seminar.trainingPathPosition ?? 0,
        seminar: seminarCard(index, seminar, route.locale, today, prices),
      })),
      today,
    );
    const offers = steps.map(({ seminar }) => seminar.offer);
    const total = offers.every((offer) => offer !== null) ? pathTotal(offers) : null;
    return { head: { title, description: teaser }, props: { title, teaser, description, steps, total, pathId: path.id } };
  },
  Body: TrainingPathBody,
};

/**
 * What participants said of a seminar, on its page: the average of
 * their ratings and how many, and the comments they let us quote, each in the language it was
 * written in, signed with first name and company. Nothing when the seminar has too few answers.
 */
import { formatRating } from '../i18n/format.ts';
import { LOCALE_INFO, type Locale } from '../i18n/locales.ts';
import { interpolate } from '../i18n/messages.ts';
import { usePage } from './page-context.tsx';

/** The average of the ratings, their count, and the comments to quote. */
export interface VoicesShown {
  readonly average: number;
  readonly count: number;
  readonly quotes: ReadonlyArray<{ readonly text: string; readonly name: string; readonly company: string; readonly locale: Locale }>;
}

export function SeminarVoices({ voices }: { voices: VoicesShown | null }) {
  const { locale, messages } = usePage();
  if (!voices) return null;
  const rating = interpolate(messages.seminar.rating, { average: formatRating(locale, voices.average), count: voices.count });
  return (
    <section aria-labelledby="voices" className="mb-8 max-w-3xl" data-slot="voices">
      <h2 id="voices" className="text-2xl font-semibold">
        {messages.seminar.voices}
      </h2>
      <p className="mt-3 text-lg font-semibold">{rating}</p>
      <p className="muted text-sm">{messages.seminar.ratingNote}</p>
      {voices.quotes.length > 0 && (
        <ul className="mt-4 space-y-4">
          {voices.quotes.map((quote) => (
            <li key={`${quote.name}|${quote.text}`}>
              <figure className="card">
                <blockquote lang={LOCALE_INFO[quote.locale].tag}>
                  <p>{quote.text}</p>
                </blockquote>
                <figcaption className="muted mt-2 text-sm">{quote.company ? `${quote.name}, ${quote.company}` : quote.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A seminar's exam at the end of the course, as its page states it: how it is taken, its
 * questions, how long it takes, the pass mark, and whether and for how much it may be retaken.
 */
import { cachedPlural, formatPrice } from '../i18n/format.ts';
import { interpolate, type Messages } from '../i18n/messages.ts';
import { Fact } from './Fact.tsx';
import { usePage } from './page-context.tsx';

export interface Exam {
  readonly format: keyof Messages['seminar']['exam']['formats'];
  readonly questions: number;
  readonly minutes: number;
  readonly passPercent: number;
  /** How many times it may be taken again; 0 for none. */
  readonly retakes: number;
  /** What one retake costs, net; null without retakes. */
  readonly retakePrice: number | null;
}

/** Whether and for how much it may be retaken, the price marked with its seminar (`data-retake-price`, as prices carry `data-price`). */
function Retakes({ exam, seminarId }: { exam: Exam; seminarId: number }) {
  const { locale, messages } = usePage();
  const texts = messages.seminar.exam;
  if (exam.retakes === 0 || exam.retakePrice === null) return texts.noRetakes;
  const [before, after] = cachedPlural(locale, texts.retakesOffered, exam.retakes).split('{price}');
  return (
    <>
      {before}
      <span data-retake-price={`s${seminarId}`}>{formatPrice(locale, exam.retakePrice)}</span>
      {after}
    </>
  );
}

export function ExamFacts({ exam, seminarId }: { exam: Exam; seminarId: number }) {
  const { messages } = usePage();
  const texts = messages.seminar.exam;
  return (
    <>
      <h3 id="exam" className="mt-6 text-lg font-semibold">
        {texts.title}
      </h3>
      <dl className="card-facts mt-3">
        <Fact label={texts.format}>{texts.formats[exam.format]}</Fact>
        <Fact label={texts.questions}>{exam.questions}</Fact>
        <Fact label={texts.duration}>{interpolate(texts.minutes, { n: exam.minutes })}</Fact>
        <Fact label={texts.passMark}>{interpolate(texts.passPercent, { n: exam.passPercent })}</Fact>
        <Fact label={texts.retakes}>
          <Retakes exam={exam} seminarId={seminarId} />
        </Fact>
      </dl>
    </>
  );
}

/**
 * Trainers as a list of their portraits, names (each linked to their page) and roles: on a
 * seminar's page, a date's page and the trainers' page. A trainer without a portrait gets
 * one drawn from the initials. The portrait is decorative: the name beside it says who it is.
 */
import { Image } from '../images/Image.tsx';
import { IMAGE_LAYOUTS } from '../images/site-images.ts';
import { usePage } from './page-context.tsx';
import { RouteLink } from './RouteLink.tsx';
import { initialsOf } from './ui/avatar-initials.ts';

export interface TrainerItem {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly image: string | null;
}

/** A name without its academic titles ('Dr. Katrin Albers' -> 'Katrin Albers'), whose initials a portrait draws. */
const withoutTitles = (name: string) => {
  const words = name.split(/\s+/).filter((word) => !word.endsWith('.'));
  return [words[0], words.at(-1)].filter(Boolean).join(' ');
};

/** A trainer's portrait, 4rem (6rem with `large`) round: their photo, or their initials drawn on a disc. */
export function Portrait({ trainer, large = false }: { trainer: Pick<TrainerItem, 'name' | 'image'>; large?: boolean }) {
  if (trainer.image === null)
    return (
      <span aria-hidden="true" className={large ? 'portrait portrait-large' : 'portrait'}>
        {initialsOf(withoutTitles(trainer.name))}
      </span>
    );
  return (
    <Image
      source={trainer.image}
      alt=""
      layout={IMAGE_LAYOUTS.trainerPortrait}
      className={`shrink-0 rounded-full object-cover ${large ? 'size-24' : 'size-16'}`}
    />
  );
}

export function TrainerList({ trainers, headingLevel }: { trainers: readonly TrainerItem[]; headingLevel?: 2 | 3 }) {
  const { messages } = usePage();
  const Name = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <ul className="trainer-list" aria-label={headingLevel ? undefined : messages.trainer.teaches}>
      {trainers.map((trainer) => (
        <li key={trainer.id}>
          <Portrait trainer={trainer} />
          <div>
            <Name>
              <RouteLink to="trainer" params={{ trainerId: trainer.id }}>
                {trainer.name}
              </RouteLink>
            </Name>
            <p>{trainer.role}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

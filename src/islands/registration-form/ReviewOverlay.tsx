/**
 * The last step before a binding registration: a dialog that sums up what will be booked
 * and for whom, with the button that makes it binding. Opened through the overlay store;
 * it resolves true to send, false (or nothing, on Escape) to go back to the form.
 */
import { OverlayDescription, OverlayTitle } from '../../components/ui/Overlays.tsx';
import { createOverlay, type OverlayComponentProps } from '../../components/ui/overlay-store.ts';
import type { FormTexts } from './texts.ts';

export interface ReviewSummary {
  readonly texts: FormTexts;
  readonly seminar: string;
  readonly when: string;
  readonly where: string;
  readonly price: string;
  readonly participant: string;
  readonly billing: string;
}

function ReviewDialog({ texts, seminar, when, where, price, participant, billing, close }: OverlayComponentProps<ReviewSummary, boolean>) {
  return (
    <div data-slot="registration-review">
      <OverlayTitle>{texts.reviewTitle}</OverlayTitle>
      <OverlayDescription>{texts.reviewDescription}</OverlayDescription>
      <dl className="facts mt-4">
        <dt>{texts.reviewSeminar}</dt>
        <dd>{seminar}</dd>
        <dt>{texts.reviewDate}</dt>
        <dd>
          {when}, {where}
        </dd>
        <dt>{texts.reviewPrice}</dt>
        <dd>{price}</dd>
        <dt>{texts.reviewParticipant}</dt>
        <dd>{participant}</dd>
        <dt>{texts.reviewBilling}</dt>
        <dd>{billing}</dd>
      </dl>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={() => close(false)}>
          {texts.edit}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => close(true)}>
          {texts.submit}
        </button>
      </div>
    </div>
  );
}

export const reviewOverlay = createOverlay<ReviewSummary, boolean>(ReviewDialog);

/**
 * Above the registration form on the page behind a waiting-list offer's link: until when
 * the seat is held, that the registration counts at once, and a plain form that releases
 * the seat to the next person in line (it works without JavaScript).
 */
import { interpolate } from '../i18n/messages.ts';
import { CLAIM_TEXTS } from '../registration-contract/claim-messages.ts';
import { CLAIM_PATH, TOKEN_FIELD } from '../registration-contract/contract.ts';
import { usePage } from './page-context.tsx';
import { Button } from './ui/Button.tsx';

export function ClaimNotice({ token, until }: { token: string; until: string }) {
  const { locale } = usePage();
  const texts = CLAIM_TEXTS[locale];
  return (
    <section aria-labelledby="claim-heading" data-slot="claim" className="notice">
      <h2 id="claim-heading" className="text-xl font-semibold">
        {texts.title}
      </h2>
      <p className="mt-2">{interpolate(texts.held, { until })}</p>
      <form method="post" action={CLAIM_PATH} className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name={TOKEN_FIELD} value={token} />
        <span className="text-sm">{texts.declineHint}</span>
        <Button type="submit" variant="secondary">
          {texts.decline}
        </Button>
      </form>
    </section>
  );
}

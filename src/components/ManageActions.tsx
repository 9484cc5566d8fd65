/**
 * The changes a manage link offers, each a plain form that asks the server for its review
 * (what it does and costs) before anything changes: cancelling a place, or the whole
 * registration, with today's fee by the terms; moving once to a later date, everyone or one
 * place on its own (the person who booked only); naming a substitute for a place; registering
 * another person while seats last (the person who booked only).
 */
import { formatDateRange, formatPrice } from '../i18n/format.ts';
import { interpolate } from '../i18n/messages.ts';
import { wherePlace } from '../i18n/where-place.ts';
import { MANAGE_PATH } from '../registration-contract/contract.ts';
import { ALL_PLACES, MANAGE_ANCHOR, MANAGE_FIELDS, type ManageAction, type ManageView } from '../registration-contract/manage.ts';
import { MANAGE_TEXTS } from '../registration-contract/manage-messages.ts';
import { MAX_PARTICIPANTS } from '../registration-contract/schema.ts';
import { PersonForm } from './PersonForm.tsx';
import { usePage } from './page-context.tsx';
import { Button } from './ui/Button.tsx';

/** A form that asks for the review of `action`, with the fields that say what it is about. */
function ReviewForm({
  token,
  action,
  fields = {},
  children,
}: {
  token: string;
  action: ManageAction;
  fields?: Record<string, string | number>;
  children: React.ReactNode;
}) {
  return (
    <form method="post" action={`${MANAGE_PATH}#${MANAGE_ANCHOR}`}>
      <input type="hidden" name={MANAGE_FIELDS.token} value={token} />
      <input type="hidden" name={MANAGE_FIELDS.action} value={action} />
      <input type="hidden" name={MANAGE_FIELDS.step} value="review" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

function Cancelling({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  const open = view.places.filter((place) => !place.cancelled);
  const fee = view.cancelFee;
  return (
    <section aria-labelledby="manage-cancel" className="mt-8">
      <h3 id="manage-cancel" className="text-xl font-semibold">
        {texts.cancelHeading}
      </h3>
      {fee && (
        <p className="mt-2" data-slot="cancel-fee">
          {fee.percent === 0
            ? texts.cancelFreeToday
            : interpolate(texts.cancelFeeToday, { percent: fee.percent, fee: formatPrice(locale, fee.perPlace) })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        {open.map((place) => (
          <ReviewForm key={place.position} token={view.token} action="cancel" fields={{ [MANAGE_FIELDS.position]: place.position }}>
            <Button type="submit" variant="secondary">
              {interpolate(texts.cancelPlace, { name: place.name })}
            </Button>
          </ReviewForm>
        ))}
        {view.whole && open.length > 1 && (
          <ReviewForm token={view.token} action="cancel" fields={{ [MANAGE_FIELDS.position]: ALL_PLACES }}>
            <Button type="submit" variant="secondary">
              {texts.cancelAll}
            </Button>
          </ReviewForm>
        )}
      </div>
    </section>
  );
}

function Transferring({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  const { transfer } = view;
  const open = view.places.filter((place) => !place.cancelled);
  return (
    <section aria-labelledby="manage-transfer" className="mt-8">
      <h3 id="manage-transfer" className="text-xl font-semibold">
        {texts.transferHeading}
      </h3>
      <p className="muted mt-1 text-sm">{interpolate(texts.transferIntro, { days: view.transferDays })}</p>
      {transfer.open ? (
        <ReviewForm token={view.token} action="transfer">
          {open.length > 1 && (
            <div className="field mt-3">
              <label htmlFor="manage-transfer-who" className="field-label">
                {texts.transferWho}
              </label>
              <select id="manage-transfer-who" name={MANAGE_FIELDS.position} className="input" defaultValue={ALL_PLACES}>
                <option value={ALL_PLACES}>{interpolate(texts.transferEveryone, { count: open.length })}</option>
                {open.map((place) => (
                  <option key={place.position} value={place.position}>
                    {place.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <fieldset className="mt-3">
            <legend className="field-label">{texts.transferChoose}</legend>
            {transfer.options.map((option, index) => (
              <label key={option.dateId} className="mt-2 flex items-start gap-3">
                <input
                  type="radio"
                  name={MANAGE_FIELDS.toDateId}
                  value={option.dateId}
                  required
                  defaultChecked={index === 0}
                  className="radio"
                />
                <span>
                  {formatDateRange(locale, option.start, option.end)}, {wherePlace(locale, option.location)}
                </span>
              </label>
            ))}
          </fieldset>
          <Button type="submit" variant="secondary" className="mt-3">
            {texts.transferReview}
          </Button>
        </ReviewForm>
      ) : (
        <p className="mt-2" data-slot="transfer-closed">
          {interpolate(texts.transferClosed[transfer.reason], { days: view.transferDays })}
        </p>
      )}
    </section>
  );
}

/** Registering another person, to the whole registration's link: the form while the date has a seat, else why not. */
function Adding({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  const form = view.substituteForm?.position === null ? view.substituteForm : null;
  return (
    <section aria-labelledby="manage-add" className="mt-8">
      <h3 id="manage-add" className="text-xl font-semibold">
        {texts.addHeading}
      </h3>
      {view.add.open ? (
        <>
          {view.pricePerPlace !== null && (
            <p className="muted mt-1 text-sm">{interpolate(texts.addIntro, { price: formatPrice(locale, view.pricePerPlace) })}</p>
          )}
          <PersonForm
            token={view.token}
            position={null}
            summary={texts.addSummary}
            submit={texts.addReview}
            hybrid={view.add.hybrid}
            open={form !== null}
            values={form?.values ?? {}}
            errors={form?.errors ?? {}}
          />
        </>
      ) : (
        <p className="mt-2" data-slot="add-closed">
          {interpolate(texts.addClosed[view.add.reason], { max: MAX_PARTICIPANTS })}
        </p>
      )}
    </section>
  );
}

export function ManageActions({ view }: { view: ManageView }) {
  const { locale } = usePage();
  const texts = MANAGE_TEXTS[locale];
  const form = view.substituteForm;
  return (
    <>
      <Cancelling view={view} />
      {view.whole && <Transferring view={view} />}
      <section aria-labelledby="manage-substitute" className="mt-8">
        <h3 id="manage-substitute" className="text-xl font-semibold">
          {texts.substituteHeading}
        </h3>
        <p className="muted mt-1 text-sm">{texts.substituteIntro}</p>
        {view.places
          .filter((place) => !place.cancelled)
          .map((place) => (
            <PersonForm
              key={place.position}
              token={view.token}
              position={place.position}
              summary={interpolate(texts.substituteFor, { name: place.name })}
              submit={texts.substituteReview}
              open={form?.position === place.position}
              values={form?.position === place.position ? form.values : {}}
              errors={form?.position === place.position ? form.errors : {}}
            />
          ))}
      </section>
      {view.whole && <Adding view={view} />}
    </>
  );
}

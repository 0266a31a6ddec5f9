import { useEffect, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { landingFromSearch, landingToParams, type PREMIUM_SUB_ID } from '../../../shared/landing.js';
import { inlineHandOffLink, type PartnerConfig } from '../../../shared/partner-link.js';
import {
  NO_PARTNER,
  decideHandOff,
  everyPartnerSpeaks,
  handOffReport,
  inlineHandOffReport,
  partnerHandOffLink,
  type HandOffReport,
} from '../../../shared/partner-routes.js';
import { placementPair, type PlacementContext } from '../../../shared/placement.js';
import { optOutInCookies } from '../../../shared/privacy-choice.js';
import { HAND_OFF_BEACON_PATH, ZIP_MAX_LENGTH, checkZip, type FormId, type ZipError } from '../../../shared/zip.js';
import type { NoticeLine, OptOutSource } from '../../../shared/zip-form-words.js';
import { showToast } from '../../toast/store.js';
import { useIslandMessages } from '../island-messages.js';
import { partnerRoutes, partnerRoutesInTime } from '../partner-routes.js';

/**
 * A ZIP entry. It is a real form posting to /zip, so it works with JavaScript off; with
 * JavaScript the same rules run here and a valid ZIP goes straight to the partner.
 * An "inline" form does no check: it only adds the ZIP to its own link.
 * Every form, inline or not, shows the consent line and the two notice lines by its button
 * (shared/zip-form-words.ts), in the server HTML, and the field names them as its description. Their ids come from the
 * form's own id: each island hydrates as its own root, where useId would not give the ids
 * the server wrote.
 *
 * The page carries no click id (decision 024): the hand-off reads it from the address the
 * visitor landed on — here, from location; without JavaScript, the server reads the same
 * address from the post's same-origin Referer. `ds` is a page variant instead (decision 025),
 * posted in a hidden field, so it also reaches the partner from browsers that send no Referer.
 *
 * Nor does it carry the partner routes (decision 027): a validating form fetches them as it
 * hydrates and chooses the partner by the ZIP's state with the code POST /zip uses
 * (shared/partner-routes.ts). If they cannot be had in time, the form posts to /zip after all.
 *
 * With PARTNER_PLACEMENT_PARAM set, the link ends with the placement code (shared/placement.ts),
 * encoded from the page's kind and language (in the props) and the hand-off's state, partner,
 * form and variant, as POST /zip encodes it.
 */
export type ZipFormProps = {
  formId: FormId;
  pageId: string;
  /** The landing headline (QS), carried back to the page if a no-JavaScript post fails. */
  headline: string;
  /** `FStarsPM` when the page's address had ds=FStarsPM; posted with the form. */
  subId?: typeof PREMIUM_SUB_ID;
  initialValue?: string;
  initialError?: ZipError;
  /** The request carried Global Privacy Control (`Sec-GPC: 1`): the server already says the signal was honoured. */
  privacySignal: boolean;
  /** Where the placement code goes and what the page adds to it; absent: no code (PARTNER_PLACEMENT_PARAM unset). */
  placement?: PlacementContext;
  tone?: 'light' | 'dark';
  layout?: 'stacked' | 'row';
} & ({ mode: 'validate' } | { mode: 'inline'; inlineLink: string; optOut: PartnerConfig['optOut'] });

export function ZipForm(props: ZipFormProps) {
  const { formId, pageId, headline, tone = 'light', layout = 'row' } = props;
  // The words of the page's language (shared/messages/islands-*.ts), from the entry that hydrates it.
  const words = useIslandMessages();
  const zip = words.zip;
  const [error, setError] = useState<ZipError | undefined>(props.initialError);
  // A page in a language some partner's form may not speak says so, until the routes show every partner has a funnel in it (decision 048).
  const [everyFunnelSpeaks, setEveryFunnelSpeaks] = useState(false);
  const inputId = `zip-${formId}`;
  const errorId = `${inputId}-error`;
  const consentId = `${inputId}-consent`;
  const noticeId = `${inputId}-notice`;
  const handOffNoticeId = `${inputId}-hand-off`;
  const languageId = `${inputId}-language`;
  const languageNoticeShown = zip.partnerLanguageNotice !== '' && props.mode === 'validate' && !everyFunnelSpeaks;
  // Without JavaScript the server says the signal was honoured from Sec-GPC; once hydrated,
  // the browser's own signal, or the opt-out cookie, says it too (the server's answer while
  // hydrating). A signal and a choice made on our page get their own words.
  const optedOut = useSyncExternalStore(
    noSubscription,
    () => (props.privacySignal ? 'signal' : browserOptOutSource()),
    () => (props.privacySignal ? 'signal' : undefined),
  );
  const formRef = useRef<HTMLFormElement>(null);
  // Marks the moment the form checks in the browser (tests wait for it); a validating form
  // starts fetching the partner routes, so they are here by the time a ZIP is typed.
  useEffect(() => {
    formRef.current?.setAttribute('data-hydrated', '');
    if (props.mode === 'validate')
      partnerRoutes().then(
        (routes) => setEveryFunnelSpeaks(everyPartnerSpeaks(routes, words.lang)),
        () => undefined,
      );
  }, [props.mode, words.lang]);

  function refuse(error: ZipError) {
    setError(error);
    showToast({ ...zip.messages[error], variant: 'destructive' });
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field is uncontrolled: what the visitor typed, even before hydration, is what counts.
    const typed = new FormData(event.currentTarget).get('zip');
    const value = typeof typed === 'string' ? typed : '';
    const landing = landingFromSearch(window.location.search);
    if (props.mode === 'inline') {
      const report = inlineHandOffReport(value);
      reportHandOff(formId, pageId, report);
      const placement = placementPair(props.placement, { state: report.state, partner: NO_PARTNER, formId, variant: landing.subId });
      const typedZip = value.trim().slice(0, ZIP_MAX_LENGTH);
      window.location.assign(inlineHandOffLink(props.inlineLink, typedZip, props.optOut, optedOut !== undefined, placement));
      return;
    }
    const checked = checkZip(value);
    if (!checked.ok) {
      reportHandOff(formId, pageId, { outcome: 'invalid', partner: NO_PARTNER, state: NO_PARTNER });
      refuse(checked.error);
      return;
    }
    const form = event.currentTarget;
    partnerRoutesInTime()
      .then((routes) => ({ routes, decision: decideHandOff(routes, value, Math.random) }))
      .then(
        ({ routes, decision }) => {
          reportHandOff(formId, pageId, handOffReport(decision));
          if (!decision.ok) {
            refuse(decision.error);
            return;
          }
          const placement = placementPair(props.placement, { state: decision.state, partner: decision.partner.id, formId, variant: landing.subId });
          window.location.assign(partnerHandOffLink(routes, decision.partner, landing, decision.zip, optedOut !== undefined, placement, words.lang));
        },
        // No routes in time, or none it could read: the server decides, by the same code (a native post skips this handler).
        () => form.submit(),
      );
  }

  const describedBy = [error ? errorId : '', consentId, noticeId, handOffNoticeId, languageNoticeShown ? languageId : ''].filter(Boolean).join(' ');
  return (
    <form
      ref={formRef}
      method="post"
      action="/zip"
      noValidate
      className={`zip-form zip-form--${tone} zip-form--${layout}`}
      id={`form-${formId}`}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="source" value={formId} />
      <input type="hidden" name="page" value={pageId} />
      {landingToParams({ headline, subId: props.subId }).map(([name, paramValue]) => (
        <input key={name} type="hidden" name={name} value={paramValue} />
      ))}
      <div className="zip-form__row">
        <label className="visually-hidden" htmlFor={inputId}>
          {zip.fieldLabel}
        </label>
        <input
          id={inputId}
          className="zip-form__input"
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={zip.placeholder}
          maxLength={ZIP_MAX_LENGTH}
          defaultValue={props.initialValue ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onInput={() => setError(undefined)}
        />
        <button type="submit" className="button button--cta zip-form__submit" data-get-started="">
          {zip.submit}
        </button>
      </div>
      {error && (
        <div className="zip-form__error" id={errorId} role="alert">
          <strong>{zip.messages[error].title}</strong>
          {` ${zip.messages[error].description}`}
        </div>
      )}
      <p className="zip-form__consent" id={consentId}>
        {zip.consent}
      </p>
      <p className="zip-form__notice" id={noticeId}>
        <Notice line={zip.terms} />
      </p>
      <p className="zip-form__hand-off" id={handOffNoticeId} data-opted-out={optedOut}>
        <Notice line={optedOut ? zip.optedOut[optedOut] : zip.handOff} />
      </p>
      {languageNoticeShown && (
        <p className="zip-form__language" id={languageId}>
          {zip.partnerLanguageNotice}
        </p>
      )}
    </form>
  );
}

/** The signal and the cookie do not change while the page is open (the choices page is another page). */
const noSubscription = () => () => undefined;

function Notice({ line }: { line: NoticeLine }) {
  return line.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={index} className="zip-form__link" href={part.href}>
        {part.text}
      </a>
    ),
  );
}

/**
 * Whether this browser opted out of sale and sharing, and how: Global Privacy Control, or the
 * cookie /privacy-choices sets. The same rule as POST /zip (shared/privacy-choice.ts).
 */
function browserOptOutSource(): OptOutSource | undefined {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return 'signal';
  return optOutInCookies(document.cookie) ? 'choice' : undefined;
}

/** Count the hand-off on the server without delaying it (a beacon survives the navigation); never the ZIP. The page id gives the page kind and language. */
function reportHandOff(source: string, page: string, { outcome, partner, state }: HandOffReport): void {
  if ('sendBeacon' in navigator) navigator.sendBeacon(HAND_OFF_BEACON_PATH, new URLSearchParams({ source, outcome, partner, state, page }));
}

import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../core/api-client.ts';
import { fieldErrors } from '../core/field-notes.ts';
import type { ScreenProps } from '../core/me.ts';
import { href, navigate } from '../core/router.ts';
import type { WebsiteAnswer } from '../core/website-answer.ts';
import { CompanyFields, type CompanyValues, companyInput, companyValues } from '../ui/company-fields.tsx';
import { ErrorNotice, Status, Warning } from '../ui/notice.tsx';
import { ScreenLayout } from '../ui/screen-layout.tsx';
import { SnippetInstall } from '../ui/snippet-install.tsx';
import { WebsiteFields } from '../ui/website-fields.tsx';
import './new-website-screen.css';

const STEPS = ['Address and name', 'Company details', 'Install the snippet', 'First scan'] as const;

/** Where the wizard is, in the address: a reload or Back keeps the website made in step 1. */
function stepOfAddress(): { website: string | null; step: number } {
  const p = new URLSearchParams(location.search);
  const step = Number(p.get('step'));
  return { website: p.get('website'), step: step >= 1 && step <= STEPS.length ? step : 1 };
}

/** Step 1: the website's address and name, created as POST /v1/websites creates it. */
function AddressStep(props: { done: (w: WebsiteAnswer) => void }) {
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errors = fieldErrors(error);
  const submit = (e: Event) => {
    e.preventDefault();
    setBusy(true);
    api
      .post<WebsiteAnswer>('/websites', { url, ...(name.trim() ? { name } : {}) })
      .then(props.done, setError)
      .finally(() => setBusy(false));
  };
  return (
    <form onSubmit={submit} noValidate>
      <WebsiteFields idPrefix="new" url={url} name={name} onUrl={setUrl} onName={setName} errors={errors} />
      {!errors.length && <ErrorNotice error={error} />}
      <button type="submit" disabled={busy}>
        Continue
      </button>
    </form>
  );
}

/** Step 2: the company details its cookie policy names, saved as PUT /v1/websites saves them. */
function CompanyStep(props: { website: WebsiteAnswer; done: (w: WebsiteAnswer) => void; skip: () => void }) {
  const [values, setValues] = useState<CompanyValues>(companyValues(props.website.company));
  const [error, setError] = useState<unknown>(null);
  const submit = (e: Event) => {
    e.preventDefault();
    api
      .put<WebsiteAnswer>(`/websites/${encodeURIComponent(props.website.id)}`, { company: companyInput(values) })
      .then(props.done, setError);
  };
  const errors = fieldErrors(error);
  return (
    <form onSubmit={submit} noValidate>
      <CompanyFields idPrefix="new" values={values} onValues={setValues} errors={errors} warnings={props.website.warnings} />
      {!errors.length && <ErrorNotice error={error} />}
      <p class="wizard-actions">
        <button type="submit">Save and continue</button>
        <button type="button" class="secondary" onClick={props.skip}>
          Skip for now
        </button>
      </p>
    </form>
  );
}

/** Step 4: the first scan, queued through the scan screen's API, and the way there. */
function ScanStep(props: { website: WebsiteAnswer }) {
  const [queued, setQueued] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const base = `/websites/${encodeURIComponent(props.website.id)}`;
  return (
    <div>
      <p>A scan loads the website’s pages as a first-time visitor and lists every cookie and tracker they set.</p>
      {queued ? (
        <Status>
          The scan is queued. <a href={href(`${base}/scan`)}>Follow it on the Scan screen</a>.
        </Status>
      ) : (
        <button type="button" onClick={() => api.post(`${base}/scans`, {}).then(() => setQueued(true), setError)}>
          Scan now
        </button>
      )}
      <ErrorNotice error={error} />
      <p>
        <a href={href(base)}>Go to the website’s overview</a>
      </p>
    </div>
  );
}

/**
 * Adding a website, one step at a time: its address and name, its company,
 * the snippet with an installation check, then its first scan. Each step
 * is announced and takes focus, so a screen reader says where the member is.
 */
export function NewWebsiteScreen(_props: ScreenProps) {
  const start = stepOfAddress();
  const [step, setStep] = useState(start.step);
  const [website, setWebsite] = useState<WebsiteAnswer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (start.website) api.get<WebsiteAnswer>(`/websites/${encodeURIComponent(start.website)}`).then(setWebsite, setError);
  }, []);
  const go = (to: number, w: WebsiteAnswer | null = website) => {
    if (w) setWebsite(w);
    setStep(to);
    if (w) navigate(`/websites/new?website=${encodeURIComponent(w.id)}&step=${to}`, true);
    setTimeout(() => heading.current?.focus());
  };
  const needsWebsite = step > 1 && !website;
  const urlNotes = website?.warnings.filter((w) => w.field === 'url') ?? [];
  return (
    <ScreenLayout title="Add a website">
      <ol class="wizard-steps">
        {STEPS.map((label, i) => (
          <li key={label} aria-current={i + 1 === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      <section class="card" aria-labelledby="wizard-step">
        <h2 id="wizard-step" tabIndex={-1} ref={heading}>
          Step {step} of {STEPS.length}: {STEPS[step - 1]}
        </h2>
        <ErrorNotice error={error} />
        {needsWebsite && !error && <p class="loading">Loading…</p>}
        {step === 1 && <AddressStep done={(w) => go(2, w)} />}
        {step === 2 && website && (
          <>
            {urlNotes.map((n) => (
              <Warning key={n.message}>{n.message}</Warning>
            ))}
            <CompanyStep website={website} done={(w) => go(3, w)} skip={() => go(3)} />
          </>
        )}
        {step === 3 && website && (
          <>
            <SnippetInstall prefix="new" websiteId={website.id} snippets={website.code_snippet} />
            <p class="wizard-actions">
              <button type="button" onClick={() => go(4)}>
                Continue
              </button>
            </p>
          </>
        )}
        {step === 4 && website && <ScanStep website={website} />}
      </section>
    </ScreenLayout>
  );
}

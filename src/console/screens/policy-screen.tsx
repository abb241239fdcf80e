import { useState } from 'preact/hooks';
import { LANGUAGES } from '../../shared/languages.ts';
import { api } from '../core/api-client.ts';
import type { ScreenProps } from '../core/me.ts';
import { ErrorNotice, Status, Warning } from '../ui/notice.tsx';
import { ScreenLayout } from '../ui/screen-layout.tsx';
import { useApi } from '../ui/use-api.ts';
import { WebsiteNav } from '../ui/website-nav.tsx';
import { CodeToCopy } from './code-to-copy.tsx';
import './policy-screen.css';

/** GET /policy, and POST /policy/publish's answer. */
export interface PolicyState {
  document_id: string;
  published_at: string | null;
  republish_required: boolean;
  changed: ('website' | 'company' | 'cookies' | 'regions')[] | null;
  warnings: { field: string; message: string }[];
  policy_url: string | null;
  embed_allowed: boolean;
  code_snippet: string | null;
  preview_path: string;
}

const PART_LABELS = {
  website: "the website's name or address",
  company: 'the company details',
  cookies: 'the cookies',
  regions: 'the regions of the banner',
} as const;

const dateOf = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The cookie policy: published or not, what changed since, its warnings, a preview, and the code to embed it. */
export function PolicyScreen({ websiteId }: ScreenProps) {
  const path = `/websites/${encodeURIComponent(websiteId)}/policy`;
  const loaded = useApi<PolicyState>(path);
  const [published, setPublished] = useState<PolicyState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [lang, setLang] = useState('en');
  const p = published ?? loaded.data;

  const publish = async () => {
    setBusy(true);
    setFailed(null);
    try {
      setPublished(await api.post<PolicyState>(`${path}/publish`));
    } catch (e) {
      setFailed(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenLayout title="Cookie policy">
      <WebsiteNav websiteId={websiteId} current="/policy" />
      <ErrorNotice error={loaded.error} />
      {loaded.loading && !p && <p class="loading">Loading…</p>}
      {p && (
        <>
          <section class="card" aria-labelledby="policy-status">
            <h2 id="policy-status">Status</h2>
            {p.published_at && <p>Published on {dateOf(p.published_at)}.</p>}
            {p.republish_required && (
              <p class="notice notice-warn" id="policy-stale">
                {p.published_at ? (
                  <>
                    <strong>Changed since the last publication.</strong>{' '}
                    {p.changed?.length ? `What changed: ${p.changed.map((c) => PART_LABELS[c]).join(', ')}. ` : ''}
                    The published policy does not say it yet.
                  </>
                ) : (
                  <>
                    <strong>Not published yet.</strong> Visitors cannot read the policy until it is.
                  </>
                )}
              </p>
            )}
            <p>
              <button
                type="button"
                onClick={publish}
                disabled={busy}
                aria-describedby={p.republish_required ? 'policy-stale' : undefined}
              >
                {p.published_at ? (p.republish_required ? 'Republish' : 'Publish again') : 'Publish'}
              </button>
            </p>
            <ErrorNotice error={failed} />
            {published && <Status>Published on {dateOf(published.published_at!)}.</Status>}
            {p.policy_url && (
              <p>
                Hosted page: <a href={p.policy_url}>{p.policy_url}</a>
              </p>
            )}
          </section>

          {p.warnings.length > 0 && (
            <section class="card" aria-labelledby="policy-warnings">
              <h2 id="policy-warnings">What the policy cannot say yet</h2>
              {p.warnings.map((w) => (
                <Warning key={w.field}>{w.message}</Warning>
              ))}
            </section>
          )}

          <section class="card" aria-labelledby="policy-preview">
            <h2 id="policy-preview">Preview</h2>
            <p class="field">
              <label for="policy-lang">Language</label>
              <select id="policy-lang" value={lang} onChange={(e) => setLang((e.target as HTMLSelectElement).value)}>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </p>
            <iframe
              class="policy-frame"
              title="Preview of the cookie policy as it would be published now"
              sandbox=""
              src={`/console/api${p.preview_path}?lang=${encodeURIComponent(lang)}`}
            />
          </section>

          <section class="card" aria-labelledby="policy-embed">
            <h2 id="policy-embed">Embed code</h2>
            {p.code_snippet ? (
              <CodeToCopy id="policy-code" label="Code to paste where the policy should appear" code={p.code_snippet} />
            ) : (
              <p>
                This account cannot embed the policy in its pages.
                {p.policy_url ? ' Link to the hosted page instead.' : ' Publish it, then link to its hosted page.'}
              </p>
            )}
          </section>
        </>
      )}
    </ScreenLayout>
  );
}

import { useState } from 'preact/hooks';
import { api } from '../core/api-client.ts';
import { fieldErrors } from '../core/field-notes.ts';
import type { ScreenProps } from '../core/me.ts';
import type { WebsiteAnswer } from '../core/website-answer.ts';
import { CompanyFields, type CompanyValues, companyInput, companyValues } from '../ui/company-fields.tsx';
import { ErrorNotice, Status } from '../ui/notice.tsx';
import { ScreenLayout } from '../ui/screen-layout.tsx';
import { SnippetInstall } from '../ui/snippet-install.tsx';
import { useApi } from '../ui/use-api.ts';
import { WebsiteFields } from '../ui/website-fields.tsx';
import { WebsiteNav } from '../ui/website-nav.tsx';

/** The website's details and company, saved as PUT /v1/websites saves them, with the service's warnings beside their field. */
function DetailsForm(props: { website: WebsiteAnswer; saved: (w: WebsiteAnswer) => void }) {
  const w = props.website;
  const [name, setName] = useState(w.name ?? '');
  const [url, setUrl] = useState(w.url);
  const [company, setCompany] = useState<CompanyValues>(companyValues(w.company));
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const errors = fieldErrors(error);
  const submit = (e: Event) => {
    e.preventDefault();
    setDone(false);
    api
      .put<WebsiteAnswer>(`/websites/${encodeURIComponent(w.id)}`, {
        name: name.trim() || null,
        url,
        company: companyInput(company),
      })
      .then((saved) => {
        setError(null);
        setDone(true);
        props.saved(saved);
      }, setError);
  };
  return (
    <form class="card" onSubmit={submit} noValidate aria-labelledby="details-title">
      <h2 id="details-title">Details</h2>
      <WebsiteFields idPrefix="site" url={url} name={name} onUrl={setUrl} onName={setName} errors={errors} />
      <CompanyFields idPrefix="site" values={company} onValues={setCompany} errors={errors} warnings={w.warnings} />
      {!errors.length && <ErrorNotice error={error} />}
      {done && <Status>Saved.</Status>}
      <button type="submit">Save</button>
    </form>
  );
}

/** A website's overview: its details and company, the snippets to paste, and the installation check. */
export function WebsiteScreen(props: ScreenProps) {
  const { data, error, loading } = useApi<WebsiteAnswer>(`/websites/${encodeURIComponent(props.websiteId)}`);
  const [website, setWebsite] = useState<WebsiteAnswer | null>(null);
  const w = website ?? data;
  return (
    <ScreenLayout title={w ? w.name || w.url : 'Website'}>
      <WebsiteNav websiteId={props.websiteId} current="" />
      <ErrorNotice error={error} />
      {loading && !w && <p class="loading">Loading…</p>}
      {w && (
        <>
          <DetailsForm key={w.id} website={w} saved={setWebsite} />
          <section class="card" aria-labelledby="install-title">
            <h2 id="install-title">Installation</h2>
            <SnippetInstall prefix="site" websiteId={w.id} snippets={w.code_snippet} />
          </section>
        </>
      )}
    </ScreenLayout>
  );
}

import { useState } from 'preact/hooks';
import { api, query } from '../core/api-client.ts';
import { ErrorNotice } from '../ui/notice.tsx';
import { Pager } from '../ui/pager.tsx';
import { FieldNotes } from './banner-controls.tsx';
import type { BannerAnswer, PickableVendor, SectionProps } from './banner-screen-types.ts';

interface Found {
  results: PickableVendor[];
  next: string | null;
}

/** The IAB vendors the website discloses, picked from the service's vendor list with search. */
export function BannerTcfFields(props: SectionProps & { websiteId: string; tcf: BannerAnswer['tcf'] }) {
  const { banner, change, notes, tcf, websiteId } = props;
  const [names, setNames] = useState(() => new Map(tcf.vendors.map((v) => [v.id, v.name])));
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  // The cursor of the page shown ('0': the first) and of the pages before it, for "Previous page".
  const [at, setAt] = useState({ cursor: '0', before: [] as string[] });
  const [error, setError] = useState<unknown>(null);

  const search = (cursor: string, before: string[]) => {
    api
      .get<Found>(`/websites/${encodeURIComponent(websiteId)}/tcf-vendors${query({ q: text, cursor })}`)
      .then((f) => {
        setFound(f);
        setAt({ cursor, before });
        setError(null);
      })
      .catch(setError);
  };
  const pick = (v: PickableVendor) => {
    setNames(new Map(names).set(v.id, v.name));
    change({ tcf_vendors: [...new Set([...banner.tcf_vendors, v.id])].sort((a, b) => a - b) });
  };
  const drop = (id: number) => change({ tcf_vendors: banner.tcf_vendors.filter((v) => v !== id) });

  return (
    <fieldset class="card">
      <legend>IAB TCF vendors</legend>
      {tcf.available ? (
        <p class="hint">Vendor list version {tcf.version}. The TCF is turned on for the EU under "Regions and their rules".</p>
      ) : (
        <p class="notice notice-warn">The service has no IAB vendor list yet: vendors cannot be picked until it has one.</p>
      )}
      <h3 id="tcf-picked">Disclosed vendors ({banner.tcf_vendors.length})</h3>
      <ul aria-labelledby="tcf-picked" class="vendor-list">
        {banner.tcf_vendors.map((id) => (
          <li key={id}>
            <span>
              {names.get(id) ?? 'Vendor'} (id {id})
            </span>{' '}
            <button type="button" class="secondary" onClick={() => drop(id)} aria-label={`Remove ${names.get(id) ?? id}`}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      <FieldNotes notes={notes} field="tcf_vendors" />
      <div class="vendor-search">
        <label for="tcf-search">Find a vendor by name or id</label>
        <input
          id="tcf-search"
          type="search"
          value={text}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
          onKeyDown={(e) => {
            // Enter searches rather than saving the banner (the field is inside its form).
            if (e.key === 'Enter') {
              e.preventDefault();
              search('0', []);
            }
          }}
        />
        <button type="button" disabled={!tcf.available} onClick={() => search('0', [])}>
          Search
        </button>
      </div>
      <ErrorNotice error={error} />
      {found && (
        <>
          <p role="status">{found.results.length ? `Vendors found: ${found.results.length} on this page` : 'No vendor found'}</p>
          <ul class="vendor-list">
            {found.results.map((v) => (
              <li key={v.id}>
                <span>
                  {v.name} (id {v.id}){v.deleted ? ', deleted by the IAB' : ''}
                </span>{' '}
                <button
                  type="button"
                  class="secondary"
                  disabled={v.deleted || banner.tcf_vendors.includes(v.id)}
                  onClick={() => pick(v)}
                  aria-label={`Add ${v.name}`}
                >
                  {banner.tcf_vendors.includes(v.id) ? 'Added' : 'Add'}
                </button>
              </li>
            ))}
          </ul>
          <Pager
            label="Vendors found"
            previous={at.before[at.before.length - 1] ?? null}
            next={found.next}
            go={(c) => (c === found.next ? search(c, [...at.before, at.cursor]) : search(c, at.before.slice(0, -1)))}
          />
        </>
      )}
    </fieldset>
  );
}

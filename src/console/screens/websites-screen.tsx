import { useState } from 'preact/hooks';
import { query } from '../core/api-client.ts';
import type { ScreenProps } from '../core/me.ts';
import { href } from '../core/router.ts';
import { ErrorNotice } from '../ui/notice.tsx';
import { Pager } from '../ui/pager.tsx';
import { ScreenLayout } from '../ui/screen-layout.tsx';
import { useApi } from '../ui/use-api.ts';
import './websites-screen.css';

/** One website of GET /console/api/websites. */
interface Summary {
  id: string;
  name: string | null;
  url: string;
  snippet_seen_on: string | null;
  legacy_snippet: boolean;
  last_scan: {
    id: string;
    status: 'scanning' | 'scan_finish' | 'scan_fault';
    created_at: string;
    finished_at: string | null;
  } | null;
  cookies: { total: number; unclassified: number };
  consent: { decisions: number; rate: number | null };
}

const SCAN_WORDS = { scanning: 'Scanning', scan_finish: 'Finished', scan_fault: 'Failed' } as const;
const day = (iso: string) => iso.slice(0, 10);
const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

function Row(props: { w: Summary }) {
  const { w } = props;
  const base = `/websites/${encodeURIComponent(w.id)}`;
  const scan = w.last_scan;
  return (
    <tr>
      <th scope="row">
        <a href={href(base)}>{w.name || w.url}</a>
        {w.name && <span class="site-url">{w.url}</span>}
      </th>
      <td>
        {w.snippet_seen_on ? `Last seen ${w.snippet_seen_on}` : 'Not seen yet'}
        {w.legacy_snippet && <span class="site-note">Older snippet still in use</span>}
      </td>
      <td>
        {scan ? (
          <a href={href(`${base}/scan`)}>
            {SCAN_WORDS[scan.status]} {day(scan.finished_at ?? scan.created_at)}
          </a>
        ) : (
          <a href={href(`${base}/scan`)}>Not scanned</a>
        )}
      </td>
      <td>
        {w.cookies.total}
        {w.cookies.unclassified > 0 && <span class="site-note">{w.cookies.unclassified} to classify</span>}
      </td>
      <td>
        {w.consent.rate === null ? 'No decisions' : percent(w.consent.rate)}
        {w.consent.decisions > 0 && (
          <span class="site-note-count">
            of {w.consent.decisions} decision{w.consent.decisions === 1 ? '' : 's'}
          </span>
        )}
      </td>
    </tr>
  );
}

/** What to do when the list is empty: add a website, ask an admin, or search again. */
function Empty(props: { admin: boolean; search: string }) {
  if (props.search) return <p class="card">No website’s name or address contains “{props.search}”.</p>;
  return props.admin ? (
    <div class="card">
      <p>No websites yet. Add your first website to get its banner snippet, check its installation and scan it.</p>
      <a class="button" href={href('/websites/new')}>
        Add a website
      </a>
    </div>
  ) : (
    <p class="card">No websites have been given to you yet. Ask an admin of your account to add you to a website.</p>
  );
}

/** The member's websites, a page at a time, with what each needs: snippet, scan, cookies to classify, consent. */
export function WebsitesScreen(props: ScreenProps) {
  const admin = props.me.role === 'admin';
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  // Cursors of the pages before this one: the service pages forward only.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const { data, error, loading } = useApi<{ websites: Summary[]; next: string | null }>(
    `/websites${query({ q: search, cursor })}`,
  );
  return (
    <ScreenLayout
      title="Websites"
      actions={
        admin && (
          <a class="button" href={href('/websites/new')}>
            Add a website
          </a>
        )
      }
    >
      <search>
        <form
          class="site-search"
          onSubmit={(e) => {
            e.preventDefault();
            setCursors([]);
            setSearch(typed.trim());
          }}
        >
          <label for="site-search">Search websites</label>
          <input id="site-search" type="search" value={typed} onInput={(e) => setTyped((e.target as HTMLInputElement).value)} />
          <button type="submit" class="secondary">
            Search
          </button>
        </form>
      </search>
      <ErrorNotice error={error} />
      {loading && !data && <p class="loading">Loading…</p>}
      {data && !data.websites.length && <Empty admin={admin} search={search} />}
      {data && data.websites.length > 0 && (
        <div class="table-wrap">
          <table class="sites">
            <caption class="visually-hidden">Your websites</caption>
            <thead>
              <tr>
                <th scope="col">Website</th>
                <th scope="col">Snippet</th>
                <th scope="col">Last scan</th>
                <th scope="col">Cookies</th>
                <th scope="col">Consent rate (30 days)</th>
              </tr>
            </thead>
            <tbody>
              {data.websites.map((w) => (
                <Row key={w.id} w={w} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label="Pages of websites"
        previous={cursors.length ? 'back' : null}
        next={data?.next ?? null}
        go={(to) => setCursors(to === 'back' ? cursors.slice(0, -1) : [...cursors, to])}
      />
    </ScreenLayout>
  );
}

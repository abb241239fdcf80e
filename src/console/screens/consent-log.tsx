import { useEffect, useState } from 'preact/hooks';
import { query } from '../core/api-client.ts';
import { TextField } from '../ui/field.tsx';
import { ErrorNotice } from '../ui/notice.tsx';
import { Pager } from '../ui/pager.tsx';
import { useApi } from '../ui/use-api.ts';

/** A record as GET /consent/records lists it (the rows of /v1's GET /websites/consents). */
export interface LoggedConsent {
  id: string;
  visitor?: string;
  granted: string[];
  method: string;
  region: string;
  lang: string;
  shown: string;
  received_at: string;
  erased_at?: string;
}

/**
 * The consent log, newest first, searched by visitor id or record id, paged; each record's proof, and the
 * searched visitor's, downloads as a file.
 */
/** A page of the log, as GET /consent carries the first and GET /consent/records the others. */
export interface LogPage {
  records: LoggedConsent[];
  next: string | null;
}

export function ConsentLog(props: { base: string; version: number; firstPage: LogPage | null }) {
  const [visitor, setVisitor] = useState('');
  const [record, setRecord] = useState('');
  const [search, setSearch] = useState({ visitor: '', record: '' });
  // The cursors of the pages before this one: Previous goes back through them.
  const [pages, setPages] = useState<string[]>([]);
  const cursor = pages.at(-1);
  // The first page comes with the screen's one request; a search, another page or an erasure asks for its own.
  const own = Boolean(search.visitor || search.record || cursor || props.version);
  const fetched = useApi<LogPage>(own ? `${props.base}/consent/records${query({ ...search, cursor })}` : null);
  const log = own ? fetched : { data: props.firstPage, error: null, reload: fetched.reload };
  // Read again after an erasure (`version` counts them), on the page shown.
  useEffect(() => {
    if (props.version) log.reload();
  }, [props.version]);
  const proof = (q: Record<string, string>) => `/console/api${props.base}/consent/proof${query(q)}`;

  const submit = (e: Event) => {
    e.preventDefault();
    setSearch({ visitor: visitor.trim(), record: record.trim() });
    setPages([]);
  };
  return (
    <section class="card" aria-labelledby="log-title">
      <h2 id="log-title">Consent log</h2>
      <form class="log-search" onSubmit={submit} aria-label="Search the consent log">
        <TextField id="log-visitor" label="Visitor id" value={visitor} onValue={setVisitor} type="search" />
        <TextField id="log-record" label="Record id" value={record} onValue={setRecord} type="search" />
        <p>
          <button type="submit">Search</button>
        </p>
      </form>
      {search.visitor && !log.error && (
        <p>
          <a class="button secondary" href={proof({ visitor: search.visitor })} download>
            Export the proof of this visitor's records
          </a>
        </p>
      )}
      <ErrorNotice error={log.error} />
      {log.data && log.data.records.length === 0 && <p>No record matches.</p>}
      {log.data && log.data.records.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Consent records, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Record</th>
                <th scope="col">Visitor</th>
                <th scope="col">Decision</th>
                <th scope="col">Where</th>
                <th scope="col">Proof</th>
              </tr>
            </thead>
            <tbody>
              {log.data.records.map((r) => (
                <tr key={r.id}>
                  <td>{new Date(r.received_at).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'medium' })}</td>
                  <th scope="row" class="log-id">
                    {r.id}
                  </th>
                  <td class="log-id">{r.erased_at ? 'Erased' : r.visitor}</td>
                  <td>
                    {r.method}: {r.granted.join(', ')}
                  </td>
                  <td>
                    {r.region}, {r.shown}, {r.lang}
                  </td>
                  <td>
                    <a href={proof({ record: r.id })} download aria-label={`Export the proof of record ${r.id}`}>
                      Export
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label="Consent log pages"
        previous={pages.length ? 'back' : null}
        next={log.data?.next}
        go={(c) => setPages((p) => (c === 'back' ? p.slice(0, -1) : [...p, c]))}
      />
    </section>
  );
}

import { useRef, useState } from 'preact/hooks';
import type { ScanScreenData } from '../../schema/scan-screen.ts';
import { Status } from '../ui/notice.tsx';
import { ScanFindingRow } from './scan-finding-row.tsx';
import { categoryLabel, when } from './scan-labels.ts';

type Report = NonNullable<ScanScreenData['report']>;

/** What changed since the previous scan: findings first seen on this one, and the website's cookies it did not find. */
export function ScanNewsCard(props: { report: Report }) {
  const added = props.report.findings.filter((f) => f.new);
  const gone = props.report.missing;
  return (
    <section class="card" aria-labelledby="scan-news-title">
      <h2 id="scan-news-title">What is new</h2>
      {!added.length && !gone.length && <p>Nothing changed since the previous scan.</p>}
      {added.length > 0 && (
        <>
          <h3>Found for the first time</h3>
          <ul class="scan-news">
            {added.map((f, i) => (
              <li key={i}>
                <span class="finding-name">{f.name}</span> {f.domain && <span class="hint">{f.domain}</span>} ·{' '}
                {categoryLabel(f.category)}
              </li>
            ))}
          </ul>
        </>
      )}
      {gone.length > 0 && (
        <>
          <h3>No longer found</h3>
          <ul class="scan-news">
            {gone.map((c) => (
              <li key={c.id}>
                <span class="finding-name">{c.name ?? c.id}</span> {c.domain && <span class="hint">{c.domain}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * The report: every cookie and tracker with its category, provider, whether it was set before consent and held by
 * automatic blocking, and whether it is new; unclassified ones are classified in place. Saving reloads the screen.
 */
export function ScanReportCard(props: { report: Report; websiteId: string; reload: () => void }) {
  const [onlyOpen, setOnlyOpen] = useState(false);
  const [saved, setSaved] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  const { report } = props;
  const open = report.findings.filter((f) => f.unclassified).length;
  const shown = report.findings.map((f, idx) => ({ f, idx })).filter(({ f }) => !onlyOpen || f.unclassified);
  const onSaved = (name: string) => {
    setSaved(`Saved ${name}.`);
    // The row leaves the form (and maybe the filtered list): focus goes back to the report, not to the page's top.
    title.current?.focus();
    props.reload();
  };
  return (
    <section class="card" aria-labelledby="scan-report-title">
      <h2 id="scan-report-title" tabIndex={-1} ref={title}>
        Report
      </h2>
      <p class="hint">
        Scan of {when(report.finished_at)}: {report.findings.length} found, {open} unclassified.
        {!report.blocking && ' Automatic blocking was off during this scan.'}
      </p>
      <p class="field-inline">
        <input
          id="scan-only-open"
          type="checkbox"
          checked={onlyOpen}
          onChange={(e) => setOnlyOpen((e.target as HTMLInputElement).checked)}
        />
        <label for="scan-only-open">Unclassified only</label>
      </p>
      {saved && <Status>{saved}</Status>}
      {shown.length === 0 ? (
        <p>{onlyOpen ? 'Every finding is classified.' : 'The scan found no cookies or trackers.'}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways at 390 px must be reachable by keyboard (WCAG 2.1.1), rows without fields or not
        <section class="table-wrap scan-table-wrap" aria-label="Findings" tabIndex={0}>
          <table class="scan-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col">Provider</th>
                <th scope="col">Description</th>
                <th scope="col">Set before consent</th>
                <th scope="col">Held by blocking</th>
                <th scope="col">New</th>
                <th scope="col">
                  <span class="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map(({ f, idx }) => (
                <ScanFindingRow
                  key={`${idx}-${f.cookie_id}-${f.unclassified}`}
                  finding={f}
                  idx={idx}
                  websiteId={props.websiteId}
                  onSaved={onSaved}
                />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

import { useEffect, useState } from 'preact/hooks';
import type { ScanPeriod } from '../../schema/enums.ts';
import type { ScanScreenData } from '../../schema/scan-screen.ts';
import { api } from '../core/api-client.ts';
import type { ScreenProps } from '../core/me.ts';
import { ErrorNotice, Status } from '../ui/notice.tsx';
import { ScreenLayout } from '../ui/screen-layout.tsx';
import { useApi } from '../ui/use-api.ts';
import { WebsiteNav } from '../ui/website-nav.tsx';
import { PERIOD_LABELS, scanStatus, when } from './scan-labels.ts';
import { ScanNewsCard, ScanReportCard } from './scan-report-cards.tsx';
import './scan-screen.css';

/** How often the screen asks again while a scan is queued or running. */
const POLL_MS = 2000;

/** Scan: scan now with a live status, the schedule, and the latest report, classified in place. */
export function ScanScreen({ websiteId }: ScreenProps) {
  const base = `/websites/${encodeURIComponent(websiteId)}`;
  const { data, error, reload } = useApi<ScanScreenData>(`${base}/scan`);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<unknown>(null);
  const running = data?.scans[0]?.status === 'scanning';

  useEffect(() => {
    if (!running) return;
    const t = setTimeout(reload, POLL_MS);
    return () => clearTimeout(t);
  }, [data, running, reload]);

  async function scanNow() {
    setStarting(true);
    setStartError(null);
    try {
      await api.post(`${base}/scans`, {});
      reload();
    } catch (e) {
      setStartError(e);
    } finally {
      setStarting(false);
    }
  }

  return (
    <>
      <WebsiteNav websiteId={websiteId} current="/scan" />
      <ScreenLayout title="Scan">
        <ErrorNotice error={error} />
        {data && (
          <>
            <section class="card" aria-labelledby="scan-now-title">
              <h2 id="scan-now-title">Scans</h2>
              <p role="status" class="scan-status">
                {scanStatus(data)}
              </p>
              <ErrorNotice error={startError} />
              <button type="button" onClick={scanNow} disabled={starting || running}>
                Scan now
              </button>
              {data.scans.length > 0 && <ScanHistory scans={data.scans} />}
              <ScheduleForm base={base} schedule={data.schedule} onSaved={reload} />
            </section>
            {data.report && <ScanNewsCard report={data.report} />}
            {data.report && <ScanReportCard report={data.report} websiteId={websiteId} reload={reload} />}
          </>
        )}
      </ScreenLayout>
    </>
  );
}

const STATUS_LABELS = { scanning: 'Running', scan_finish: 'Finished', scan_fault: 'Failed' } as const;

function ScanHistory(props: { scans: ScanScreenData['scans'] }) {
  return (
    <details class="scan-history">
      <summary>Latest scans</summary>
      <ul>
        {props.scans.map((s) => (
          <li key={s.id}>
            {STATUS_LABELS[s.status]}: started {when(s.started_at ?? s.created_at)}
            {s.finished_at && `, ended ${when(s.finished_at)}`}, {s.pages_done} {s.pages_done === 1 ? 'page' : 'pages'}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ScheduleForm(props: { base: string; schedule: ScanScreenData['schedule']; onSaved: () => void }) {
  const [period, setPeriod] = useState<ScanPeriod>(props.schedule.scan_period);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function save(e: Event) {
    e.preventDefault();
    setSaved(false);
    setError(null);
    try {
      await api.put(`${props.base}/scan-schedule`, { scan_period: period });
      setSaved(true);
      props.onSaved();
    } catch (err) {
      setError(err);
    }
  }
  const next = props.schedule.next_scan_at;
  return (
    <form class="scan-schedule" onSubmit={save}>
      <p class="field">
        <label for="scan-period">Scan automatically</label>
        <span class="hint" id="scan-period-hint">
          {next ? `Next scheduled scan: ${when(next)}.` : 'No scheduled scans.'}
        </span>
        <select
          id="scan-period"
          value={period}
          aria-describedby="scan-period-hint"
          onChange={(e) => setPeriod((e.target as HTMLSelectElement).value as ScanPeriod)}
        >
          {PERIOD_LABELS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </p>
      <button type="submit" class="secondary">
        Save schedule
      </button>
      <ErrorNotice error={error} />
      {saved && <Status>Schedule saved.</Status>}
    </form>
  );
}

import { useState } from 'preact/hooks';
import type { ConsentAnalytics } from '../../schema/consent-analytics.ts';
import { query } from '../core/api-client.ts';
import type { ScreenProps } from '../core/me.ts';
import { ErrorNotice } from '../ui/notice.tsx';
import { ScreenLayout } from '../ui/screen-layout.tsx';
import { useApi } from '../ui/use-api.ts';
import { WebsiteNav } from '../ui/website-nav.tsx';
import { ConsentCharts, pct } from './consent-charts.tsx';
import { ConsentErase } from './consent-erase.tsx';
import { ConsentLog, type LogPage } from './consent-log.tsx';
import './consent-screen.css';

/** The chart library, of the same build as this script (its `?v=`), so it can be cached for good. */
const CHARTS_SRC = `/console/console-charts.min.js${/\?v=[\w-]+/.exec(document.querySelector<HTMLScriptElement>('script[src*="/console.min.js"]')?.src ?? '')?.[0] ?? ''}`;

/** Consent: the analytics over a range of days as charts, the log with proofs to export, and erasure. */
export function ConsentScreen({ websiteId }: ScreenProps) {
  const base = `/websites/${encodeURIComponent(websiteId)}`;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [range, setRange] = useState({ from: '', to: '' });
  const [erasures, setErasures] = useState(0);
  const analytics = useApi<ConsentAnalytics & { log: LogPage }>(`${base}/consent${query(range)}`);
  const a = analytics.data;

  const show = (e: Event) => {
    e.preventDefault();
    setRange({ from, to });
  };
  return (
    <ScreenLayout title="Consent">
      <WebsiteNav websiteId={websiteId} current="/consent" />
      <section class="card" aria-labelledby="analytics-title">
        <h2 id="analytics-title">Analytics</h2>
        <form class="consent-range" onSubmit={show}>
          <p class="field">
            <label for="range-from">From</label>
            <input id="range-from" type="date" value={from} onInput={(e) => setFrom((e.target as HTMLInputElement).value)} />
          </p>
          <p class="field">
            <label for="range-to">To</label>
            <input id="range-to" type="date" value={to} onInput={(e) => setTo((e.target as HTMLInputElement).value)} />
          </p>
          <p>
            <button type="submit" class="secondary">
              Show
            </button>
          </p>
        </form>
        <ErrorNotice error={analytics.error} />
        {analytics.loading && !a && <p class="loading">Loading…</p>}
        {a && (
          <>
            <p id="analytics-totals">
              From {a.from} to {a.to}: {a.totals.decisions} decisions and {a.totals.page_views} page views; accept all{' '}
              {pct(a.totals.accept_all_rate)}, reject all {pct(a.totals.reject_all_rate)}, custom {pct(a.totals.custom_rate)}, GPC{' '}
              {pct(a.totals.gpc_share)}.
            </p>
            <ConsentCharts analytics={a} chartsSrc={CHARTS_SRC} />
          </>
        )}
      </section>
      <ConsentLog base={base} version={erasures} firstPage={a?.log ?? null} />
      <ConsentErase base={base} erased={() => setErasures((n) => n + 1)} />
    </ScreenLayout>
  );
}

import { isItemError, type ServiceClient } from '../client/index.ts';
import type { ScanReport } from '../schema/scan.ts';

const BAR = 30;

/** `[#####·····]  3/10 pages` from the report's progress extension fields. */
export function progressLine(r: Pick<ScanReport, 'pages_done' | 'pages_queued' | 'status'>): string {
  const total = Math.max(1, r.pages_done + r.pages_queued);
  const filled = r.status === 'scanning' ? Math.min(BAR, Math.round((r.pages_done / total) * BAR)) : BAR;
  return `[${'#'.repeat(filled)}${'·'.repeat(BAR - filled)}] ${r.pages_done}/${r.pages_done + r.pages_queued} pages`;
}

/** The report's findings as a plain-text table, widest cells cut. */
export function summaryTable(r: ScanReport): string {
  const cut = (v: string | null, n: number) => {
    const s = v ?? '';
    return s.length > n ? `${s.slice(0, n - 1)}…` : s;
  };
  const rows = [
    ['name', 'domain', 'type', 'category', 'service', 'lifetime s', 'before consent', 'new'],
    ...r.cookies.map((c) => [
      cut(c.name, 40),
      cut(c.domain, 30),
      c.tracker_type,
      c.category ?? '',
      cut(c.service, 24),
      c.expire ?? 'session',
      c.set_before_consent ? 'YES' : '',
      c.new ? 'new' : '',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/**
 * `scan WEBSITE_ID [--one-page]`: triggers a scan, shows its progress until
 * it ends (polling the report, a GET that the replay guard leaves free),
 * then prints the summary. Exit code 1 when the scan failed.
 */
export async function scanCommand(
  api: ServiceClient,
  account: string,
  websiteId: string,
  onePage: boolean,
  o: { pollMs?: number; write?: (s: string) => void; tty?: boolean } = {},
): Promise<ScanReport> {
  const write = o.write ?? ((s: string) => void process.stderr.write(s));
  const tty = o.tty ?? !!process.stderr.isTTY;
  const [t] = await api.scans.trigger([
    { account_id: account, website_id: websiteId, scan_type: onePage ? 'one_page' : 'all_pages' },
  ]);
  if (!t || isItemError(t)) throw new Error(`trigger_scan: ${JSON.stringify(t)}`);
  write(`scan ${t.report_id} of ${websiteId}\n`);
  let last = '';
  for (;;) {
    const { results, errors } = await api.scans.report([{ account_id: account, website_id: websiteId, id: t.report_id }]);
    const r = results[0];
    if (!r) throw new Error(`scan_report: ${JSON.stringify(errors)}`);
    const line = progressLine(r);
    if (line !== last) write(tty ? `\r${line}` : `${line}\n`);
    last = line;
    if (r.status !== 'scanning') {
      if (tty) write('\n');
      return r;
    }
    await new Promise((res) => setTimeout(res, o.pollMs ?? 1_000));
  }
}

/** The closing lines: status, pages, domains, counts, missing cookies, notes, then the table. */
export function summary(r: ScanReport): string {
  if (r.status === 'scan_fault') return `scan failed: ${r.scan_failure_message}`;
  const before = r.cookies.filter((c) => c.set_before_consent).length;
  const unclassified = r.cookies.filter((c) => c.category === 'unclassified').length;
  const head = [
    `${r.status}: ${r.pages} pages of ${r.scanned_domains.join(', ')}; ${r.cookies.length} found, ${unclassified} unclassified, ${before} set before consent (not essential)`,
    r.missing_cookies.length
      ? `not found this time (kept on the website): ${r.missing_cookies.map((c) => c.name).join(', ')}`
      : '',
    ...r.scan_notes.map((n) => `note: ${n}`),
  ];
  return [...head.filter(Boolean), '', summaryTable(r)].join('\n');
}

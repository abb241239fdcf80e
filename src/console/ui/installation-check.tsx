import { useEffect, useRef, useState } from 'preact/hooks';
import { api } from '../core/api-client.ts';
import { ErrorNotice, Status, Warning } from './notice.tsx';
import './installation-check.css';

/** GET /console/api/websites/:id/installation-check/:check. */
interface Check {
  id: string;
  status: 'checking' | 'done' | 'failed';
  message: string | null;
  findings: {
    placement: 'first_in_head' | 'not_first' | 'in_body' | 'missing';
    scripts_before: string[];
    runtime_ran: boolean;
    page_url: string;
  } | null;
}

const POLL_MS = 1_000;

/** What a check found, in the words an owner acts on. */
function Verdict(props: { check: Check }) {
  const { check } = props;
  if (check.status === 'failed')
    return <ErrorNotice error={new Error(`The page could not be checked: ${check.message ?? ''}`)} />;
  const f = check.findings;
  if (!f) return null;
  const ran = f.runtime_ran ? ' The banner’s script ran in the page.' : ' The banner’s script did not run in the page.';
  if (f.placement === 'first_in_head' && f.runtime_ran)
    return <Status>Installed: the snippet is the first script in the page’s head at {f.page_url}, and it ran.</Status>;
  if (f.placement === 'first_in_head')
    return (
      <Warning>
        The snippet is first in the head of {f.page_url}.{ran}
      </Warning>
    );
  if (f.placement === 'not_first')
    return (
      <Warning>
        The snippet is in the head of {f.page_url}, but other scripts run before it ({f.scripts_before.join(', ')}). Move it above
        them, so that it can hold back what they set before consent.{ran}
      </Warning>
    );
  if (f.placement === 'in_body')
    return (
      <Warning>
        The snippet is in the body of {f.page_url}. Paste it first in the head, before any other script.{ran}
      </Warning>
    );
  return <Warning>The snippet was not found on {f.page_url}. Paste it first in the page’s head, then check again.</Warning>;
}

/**
 * "Check installation": the service loads the website's page in the
 * scanner's browser (a job a worker runs) and this polls for what it found,
 * announcing the answer politely once it is there.
 */
export function InstallationChecker(props: { websiteId: string }) {
  const [check, setCheck] = useState<Check | null>(null);
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const base = `/websites/${encodeURIComponent(props.websiteId)}/installation-check`;
  const poll = (id: string) => {
    timer.current = setTimeout(() => {
      api
        .get<Check>(`${base}/${encodeURIComponent(id)}`)
        .then((c) => (c.status === 'checking' ? poll(id) : setCheck(c)))
        .catch(setError);
    }, POLL_MS);
  };
  const start = () => {
    setError(null);
    clearTimeout(timer.current);
    api
      .post<Check>(base)
      .then((c) => {
        setCheck(c);
        if (c.status === 'checking') poll(c.id);
      })
      .catch(setError);
  };
  const checking = check?.status === 'checking';
  return (
    <div class="installation-check">
      <button type="button" onClick={start} disabled={checking}>
        Check installation
      </button>
      <div aria-live="polite">{checking && <p class="hint">Loading the page in the scanner’s browser…</p>}</div>
      <ErrorNotice error={error} />
      {check && check.status !== 'checking' && <Verdict check={check} />}
    </div>
  );
}

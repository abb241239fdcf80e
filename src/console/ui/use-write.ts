import { useState } from 'preact/hooks';

/**
 * A screen's write: `run(work)` marks it busy (its buttons disable), keeps
 * the failure to show, and clears the last one when a new write starts.
 */
export function useWrite() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

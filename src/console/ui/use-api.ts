import { useCallback, useEffect, useState } from 'preact/hooks';
import { api } from '../core/api-client.ts';

/** A screen's data: one GET, again on `reload()` or when the path changes. */
export function useApi<T>(path: string | null) {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({
    data: null,
    error: null,
    loading: path !== null,
  });
  const load = useCallback(() => {
    if (path === null) return;
    setState((s) => ({ ...s, loading: true }));
    api
      .get<T>(path)
      .then((data) => setState({ data, error: null, loading: false }))
      .catch((error: unknown) => setState({ data: null, error, loading: false }));
  }, [path]);
  useEffect(load, [load]);
  return { ...state, reload: load };
}

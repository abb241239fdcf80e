/** Previous and next page of a list paged by cursors (the service's `next`/`previous` tokens). */
export function Pager(props: { previous?: string | null; next?: string | null; go: (cursor: string) => void; label: string }) {
  if (!props.previous && !props.next) return null;
  return (
    <nav class="pager" aria-label={props.label}>
      <button type="button" disabled={!props.previous} onClick={() => props.previous && props.go(props.previous)}>
        Previous page
      </button>
      <button type="button" disabled={!props.next} onClick={() => props.next && props.go(props.next)}>
        Next page
      </button>
    </nav>
  );
}

import type { ComponentChildren } from 'preact';
import { ApiError } from '../core/api-client.ts';

/** A failure, announced at once (role=alert). Text only: a message from the service is never read as markup. */
export function ErrorNotice(props: { error: unknown }) {
  if (!props.error) return null;
  return (
    <p class="notice notice-error" role="alert">
      {messageOf(props.error)}
    </p>
  );
}

/** A result that needs no action (saved, queued), announced politely. */
export function Status(props: { children: ComponentChildren }) {
  return (
    <p class="notice notice-ok" role="status">
      {props.children}
    </p>
  );
}

/** A warning of the service next to the setting it concerns. */
export function Warning(props: { children: ComponentChildren }) {
  return <p class="notice notice-warn">{props.children}</p>;
}

export function messageOf(e: unknown): string {
  if (e instanceof ApiError) {
    const first = (e.body.validation_errors as { field?: string; message?: string }[] | undefined)?.[0];
    return first ? `${first.field ?? ''} ${first.message ?? ''}`.trim() : e.message;
  }
  return e instanceof Error ? e.message : String(e);
}

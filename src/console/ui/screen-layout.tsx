import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * A screen: its title in the tab and in its one `h1`, which takes focus when
 * the screen appears, so a screen reader announces where a link led and the
 * next Tab starts from the top of the new screen.
 */
export function ScreenLayout(props: { title: string; children: ComponentChildren; actions?: ComponentChildren }) {
  const h1 = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${props.title} · Console`;
    h1.current?.focus();
  }, [props.title]);
  return (
    <section class="page">
      <header class="page-head">
        <h1 tabIndex={-1} ref={h1}>
          {props.title}
        </h1>
        {props.actions && <div class="page-actions">{props.actions}</div>}
      </header>
      {props.children}
    </section>
  );
}

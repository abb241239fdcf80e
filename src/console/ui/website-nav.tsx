import { href } from '../core/router.ts';

const TABS = [
  ['', 'Overview'],
  ['/scan', 'Scan'],
  ['/banner', 'Banner'],
  ['/policy', 'Policy'],
  ['/consent', 'Consent'],
] as const;

/** The screens of one website, the current one marked for assistive technology (`aria-current`). */
export function WebsiteNav(props: { websiteId: string; current: string }) {
  const base = `/websites/${encodeURIComponent(props.websiteId)}`;
  return (
    <nav class="tabs" aria-label="Website">
      {TABS.map(([path, label]) => (
        <a key={path} href={href(base + path)} aria-current={props.current === path ? 'page' : undefined}>
          {label}
        </a>
      ))}
    </nav>
  );
}

import { CopyCode } from './copy-code.tsx';
import { InstallationChecker } from './installation-check.tsx';

/**
 * A website's two snippets to copy, where each goes, and the installation check: the wizard's third step and the
 * overview's Installation card say the same. `prefix` keeps the fields' ids apart from the page's others.
 */
export function SnippetInstall(props: {
  prefix: string;
  websiteId: string;
  snippets: { banner: string; cookie_preference_button: string };
}) {
  return (
    <>
      <CopyCode
        id={`${props.prefix}-snippet`}
        label="Banner snippet"
        hint="Paste it first in the <head> of every page, before any other script, so it can hold back what the others set before consent."
        code={props.snippets.banner}
      />
      <CopyCode
        id={`${props.prefix}-button`}
        label="Cookie preferences button (optional)"
        hint="Paste it where visitors look for it, such as your footer: it reopens the banner’s choices."
        code={props.snippets.cookie_preference_button}
      />
      <InstallationChecker websiteId={props.websiteId} />
    </>
  );
}

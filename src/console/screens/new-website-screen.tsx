import type { ScreenProps } from '../core/me.ts';
import { ScreenLayout } from '../ui/screen-layout.tsx';

/** Add a website (to be built). */
export function NewWebsiteScreen(_props: ScreenProps) {
  return (
    <ScreenLayout title="Add a website">
      <p>Coming soon.</p>
    </ScreenLayout>
  );
}

import type { ScreenProps } from '../core/me.ts';
import { ScreenLayout } from '../ui/screen-layout.tsx';

/** Websites (to be built). */
export function WebsitesScreen(_props: ScreenProps) {
  return (
    <ScreenLayout title="Websites">
      <p>Coming soon.</p>
    </ScreenLayout>
  );
}

import type { ScreenProps } from '../core/me.ts';
import { ScreenLayout } from '../ui/screen-layout.tsx';

/** Website (to be built). */
export function WebsiteScreen(_props: ScreenProps) {
  return (
    <ScreenLayout title="Website">
      <p>Coming soon.</p>
    </ScreenLayout>
  );
}

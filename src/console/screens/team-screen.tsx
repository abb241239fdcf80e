import type { ScreenProps } from '../core/me.ts';
import { ScreenLayout } from '../ui/screen-layout.tsx';

/** Team (to be built). */
export function TeamScreen(_props: ScreenProps) {
  return (
    <ScreenLayout title="Team">
      <p>Coming soon.</p>
    </ScreenLayout>
  );
}

import type { ScreenProps } from '../core/me.ts';
import { ScreenLayout } from '../ui/screen-layout.tsx';

/** Policy (to be built). */
export function PolicyScreen(_props: ScreenProps) {
  return (
    <ScreenLayout title="Policy">
      <p>Coming soon.</p>
    </ScreenLayout>
  );
}

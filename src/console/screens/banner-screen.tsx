import type { ScreenProps } from '../core/me.ts';
import { ScreenLayout } from '../ui/screen-layout.tsx';

/** Banner (to be built). */
export function BannerScreen(_props: ScreenProps) {
  return (
    <ScreenLayout title="Banner">
      <p>Coming soon.</p>
    </ScreenLayout>
  );
}

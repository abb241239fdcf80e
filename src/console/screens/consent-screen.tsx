import type { ScreenProps } from '../core/me.ts';
import { ScreenLayout } from '../ui/screen-layout.tsx';

/** Consent (to be built). */
export function ConsentScreen(_props: ScreenProps) {
  return (
    <ScreenLayout title="Consent">
      <p>Coming soon.</p>
    </ScreenLayout>
  );
}

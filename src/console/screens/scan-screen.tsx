import type { ScreenProps } from '../core/me.ts';
import { ScreenLayout } from '../ui/screen-layout.tsx';

/** Scan (to be built). */
export function ScanScreen(_props: ScreenProps) {
  return (
    <ScreenLayout title="Scan">
      <p>Coming soon.</p>
    </ScreenLayout>
  );
}

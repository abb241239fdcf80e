import type { ScreenProps } from '../core/me.ts';
import { ScreenLayout } from '../ui/screen-layout.tsx';

/** API keys (to be built). */
export function KeysScreen(_props: ScreenProps) {
  return (
    <ScreenLayout title="API keys">
      <p>Coming soon.</p>
    </ScreenLayout>
  );
}

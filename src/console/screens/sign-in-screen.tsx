import { ScreenLayout } from '../ui/screen-layout.tsx';

/** Sign-in (to be built). */
export function SignInScreen(_props: { signedIn: () => void }) {
  return (
    <ScreenLayout title="Sign in">
      <p>Coming soon.</p>
    </ScreenLayout>
  );
}

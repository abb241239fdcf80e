import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ApiError, api, useCsrfToken, whenSignedOut } from './core/api-client.ts';
import type { Me, ScreenProps } from './core/me.ts';
import { follow, href, navigate, usePath } from './core/router.ts';
import { BannerScreen } from './screens/banner-screen.tsx';
import { ConsentScreen } from './screens/consent-screen.tsx';
import { KeysScreen } from './screens/keys-screen.tsx';
import { NewWebsiteScreen } from './screens/new-website-screen.tsx';
import { PolicyScreen } from './screens/policy-screen.tsx';
import { ScanScreen } from './screens/scan-screen.tsx';
import { SignInScreen } from './screens/sign-in-screen.tsx';
import { TeamScreen } from './screens/team-screen.tsx';
import { WebsiteScreen } from './screens/website-screen.tsx';
import { WebsitesScreen } from './screens/websites-screen.tsx';
import { ErrorNotice } from './ui/notice.tsx';
import { ScreenLayout } from './ui/screen-layout.tsx';

/** Path patterns, in order; `:id` is the website. `admin`: only an admin is offered it (the service refuses the rest). */
const ROUTES: { path: RegExp; screen: ComponentType<ScreenProps>; admin?: true }[] = [
  { path: /^\/$/, screen: WebsitesScreen },
  { path: /^\/websites\/new$/, screen: NewWebsiteScreen, admin: true },
  { path: /^\/websites\/([^/]+)$/, screen: WebsiteScreen },
  { path: /^\/websites\/([^/]+)\/scan$/, screen: ScanScreen },
  { path: /^\/websites\/([^/]+)\/banner$/, screen: BannerScreen },
  { path: /^\/websites\/([^/]+)\/policy$/, screen: PolicyScreen },
  { path: /^\/websites\/([^/]+)\/consent$/, screen: ConsentScreen },
  { path: /^\/team$/, screen: TeamScreen, admin: true },
  { path: /^\/keys$/, screen: KeysScreen, admin: true },
];

export function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const path = usePath();
  const loadMe = () =>
    api
      .get<Me>('/me')
      .then((m) => {
        useCsrfToken(m.csrf_token);
        setMe(m);
      })
      .catch((e: unknown) => (e instanceof ApiError && e.status === 401 ? setMe(null) : setError(e)));
  useEffect(() => {
    whenSignedOut(() => setMe(null));
    loadMe();
  }, []);

  if (error) return <ErrorNotice error={error} />;
  if (me === undefined) return <p class="loading">Loading…</p>;
  if (me === null)
    return (
      <main id="main">
        <SignInScreen signedIn={loadMe} />
      </main>
    );
  const route = ROUTES.find((r) => r.path.test(path) && (!r.admin || me.role === 'admin'));
  const websiteId = route ? decodeURIComponent(route.path.exec(path)?.[1] ?? '') : '';
  const Screen = route?.screen;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: one listener for every console link (router.follow); the links are the interactive elements.
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter fires click, which this handles.
    <div class="shell" onClick={(e) => follow(e as unknown as MouseEvent)}>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <a class="brand" href={href('/')}>
          Consent console
        </a>
        <nav aria-label="Console">
          <a href={href('/')} aria-current={path === '/' ? 'page' : undefined}>
            Websites
          </a>
          {me.role === 'admin' && (
            <>
              <a href={href('/team')} aria-current={path === '/team' ? 'page' : undefined}>
                Team
              </a>
              <a href={href('/keys')} aria-current={path === '/keys' ? 'page' : undefined}>
                API keys
              </a>
            </>
          )}
        </nav>
        <span class="who">{me.first_name ? `${me.first_name} ${me.last_name ?? ''}`.trim() : me.email}</span>
        <button
          type="button"
          class="link"
          onClick={() =>
            api
              .post('/sign-out')
              .catch(() => {})
              .then(() => {
                setMe(null);
                navigate('/', true);
              })
          }
        >
          Sign out
        </button>
      </header>
      <main id="main">
        {Screen ? (
          <Screen key={path} me={me} websiteId={websiteId} />
        ) : (
          <ScreenLayout title="Not found">
            <p>
              There is nothing at this address. <a href={href('/')}>Back to your websites</a>.
            </p>
          </ScreenLayout>
        )}
      </main>
    </div>
  );
}

// The parts of React 19 and @c15t/react 2.2 that c15t-app.mjs uses. They are the bench's own dependencies
// (build/bench/package.json, installed on first use), absent from the product's node_modules, whose JSX is
// Preact's: declared here so that tsc checks the app anyway. An ambient module wins over whatever
// node_modules holds, so these stay what tsc reads once the bench is installed; nothing else imports them.
declare module 'react' {
  /** What createElement makes: opaque here, the app only hands it to render. */
  interface ReactElement {
    readonly type: unknown;
    readonly props: unknown;
    readonly key: string | null;
  }
  type ReactNode = ReactElement | string | number | boolean | null | undefined;
  type FunctionComponent<P> = (props: P) => ReactNode;
  function createElement<P extends object>(type: FunctionComponent<P>, props?: P | null, ...children: ReactNode[]): ReactElement;
}

declare module 'react-dom/client' {
  import type { ReactNode } from 'react';

  interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  function createRoot(container: Element | DocumentFragment): Root;
}

declare module '@c15t/react' {
  import type { FunctionComponent, ReactNode } from 'react';

  /** c15t's consent categories. */
  type AllConsentNames = 'experience' | 'functionality' | 'marketing' | 'measurement' | 'necessary';
  /** Its options in offline mode (no c15t backend), as the page sets them. */
  interface ConsentManagerOptions {
    mode: 'offline';
    consentCategories?: AllConsentNames[];
  }
  const ConsentManagerProvider: FunctionComponent<{ options: ConsentManagerOptions; children?: ReactNode }>;
  /** The prebuilt banner and dialog, used with their defaults. */
  const ConsentBanner: FunctionComponent<Record<string, never>>;
  const ConsentDialog: FunctionComponent<Record<string, never>>;
}

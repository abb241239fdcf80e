// c15t 2.2's banner as its React docs show (the core package is headless; its prebuilt banner and dialog
// are @c15t/react): ConsentManagerProvider in offline mode (no c15t backend) with four categories, and
// ConsentBanner and ConsentDialog beside the page. The page has no React of its own, so this mounts them
// on a div of their own; c15t.mjs bundles it with React for the browser.
import { ConsentBanner, ConsentDialog, ConsentManagerProvider } from '@c15t/react';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

/** @type {import('@c15t/react').ConsentManagerOptions} */
const options = {
  mode: 'offline',
  consentCategories: ['necessary', 'functionality', 'measurement', 'marketing'],
};
const mount = document.createElement('div');
document.body.append(mount);
createRoot(mount).render(h(ConsentManagerProvider, { options }, h(ConsentBanner), h(ConsentDialog)));

// The owner console's entry: one page under /console/ (src/service/console/console-page.ts).
import { render } from 'preact';
import { App } from './app.tsx';
import './console.css';

const root = document.getElementById('console');
if (root) render(<App />, root);

// dist/console-charts.min.js: uPlot, which only the consent screen draws with, as a global of the page. A file
// of its own, loaded by that screen, keeps its ~20 KB out of the console's first screen (build/options.mjs).
import uPlot from 'uplot';

(globalThis as { uPlot?: typeof uPlot }).uPlot = uPlot;

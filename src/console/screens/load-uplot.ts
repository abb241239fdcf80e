import type uPlot from 'uplot';

type UPlotClass = typeof uPlot;
let loading: Promise<UPlotClass> | null = null;

/**
 * uPlot, from its own file (dist/console-charts.min.js, served by the consent routes): only the consent screen
 * draws charts, so the console's first screen never downloads it. Loaded once; a failure may be retried.
 */
export function loadUPlot(src: string): Promise<UPlotClass> {
  const global = globalThis as { uPlot?: UPlotClass };
  if (global.uPlot) return Promise.resolve(global.uPlot);
  loading ??= new Promise<UPlotClass>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => (global.uPlot ? resolve(global.uPlot) : reject(new Error('The chart library did not start.')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The chart library could not be loaded: the figures are in the tables.'));
    };
    document.head.append(script);
  });
  return loading;
}

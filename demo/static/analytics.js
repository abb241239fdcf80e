// Stands in for an analytics tag: it may only run after analytics consent. Like a real one it keeps a
// visitor id in a cookie and a queue in IndexedDB, and sends a beacon to its collector (another origin).
(() => {
  var el = document.getElementById('analytics-status');
  if (el) el.textContent = `Analytics: loaded at ${new Date().toLocaleTimeString()} (consent granted).`;
  // Counted for the e2e specs: how many times the tag ran.
  const w = /** @type {typeof window & { demoAnalyticsRuns?: number }} */ (window);
  w.demoAnalyticsRuns = (w.demoAnalyticsRuns || 0) + 1;
  var collector = document.currentScript?.getAttribute('data-third-party');
  try {
    document.cookie = `_gid=GA1.1.${Math.floor(Math.random() * 1e9)}; max-age=86400; path=/; SameSite=Lax`;
    indexedDB.open('northwind-analytics', 1);
    if (collector) navigator.sendBeacon(`${collector}/demo/tp/collect?event=page_view`, 'page_view');
  } catch {}
})();

// Stands in for an analytics tag: it may only run after analytics consent.
(() => {
  var el = document.getElementById('analytics-status');
  if (el) el.textContent = `Analytics: loaded at ${new Date().toLocaleTimeString()} (consent granted).`;
  window.demoAnalyticsRuns = (window.demoAnalyticsRuns || 0) + 1;
})();

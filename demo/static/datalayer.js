// The frame's dataLayer as gtag.js reads it, each entry with one line saying who pushed it and why.
// On a first view the runtime pushes two `consent default` commands: its strict default, synchronously while the
// snippet runs (nothing is known yet), then the website's own default for the region once the config arrived
// (src/runtime/flow.ts). With a config cached on the device or inlined in the script only the website's appear.
(() => {
  const list = /** @type {HTMLElement} */ (document.querySelector('#datalayer'));
  const frame = /** @type {HTMLIFrameElement} */ (document.querySelector('#site'));
  /** @typedef {Record<string, unknown> & { region?: string[], wait_for_update?: number }} ConsentParams */
  /**
   * A gtag command (gtag.js pushes its `arguments`) rather than a plain object.
   * @param {unknown} e
   * @returns {e is IArguments}
   */
  const isCommand = (e) => Object.prototype.toString.call(e) === '[object Arguments]';
  /** @param {unknown} e */
  const text = (e) =>
    isCommand(e)
      ? `gtag(${Array.from(e)
          .map((a) => JSON.stringify(a))
          .join(', ')})`
      : JSON.stringify(e);

  /**
   * The runtime's strict default: everything denied but security_storage, with a wait for the update.
   * @param {ConsentParams} p
   */
  const isStrict = (p) =>
    p.security_storage === 'granted' &&
    Object.entries(p).every(([k, v]) => k === 'security_storage' || k === 'wait_for_update' || v === 'denied');

  /**
   * Whether the first `consent default` is the runtime's own, pushed before the website's settings were known
   * (neither cached on the device nor inlined in the script): the website's defaults carry country codes, all but
   * the global one, and with a QA region override there is one of them without codes.
   * @param {ConsentParams[]} defaults
   */
  function runtimeDefaultFirst(defaults) {
    const [first] = defaults;
    if (!first || first.region) return false;
    if (regionOverride()) return defaults.length >= 2;
    const withoutCodes = defaults.filter((p) => !p.region).length;
    return withoutCodes >= 2 || (isStrict(first) && (first.wait_for_update ?? 0) > 0);
  }

  /** The QA panel's region override, if one is chosen. */
  const regionOverride = () => /** @type {HTMLSelectElement} */ (document.querySelector('#region')).value;

  /**
   * @param {unknown} e
   * @param {boolean} first
   */
  function explain(e, first) {
    if (!isCommand(e)) {
      if (/** @type {{ event?: unknown } | null | undefined} */ (e)?.event === 'service_consent_update')
        return 'For tag managers: sent after each consent update, with the granted categories and how they were chosen.';
      return 'Pushed by the example site or another script, not by the consent runtime.';
    }
    const [cmd, what, p] = /** @type {[string, string, ConsentParams]} */ (/** @type {unknown} */ (Array.from(e)));
    if (cmd === 'consent' && what === 'default') {
      if (first && isStrict(p) && p.wait_for_update)
        return "The runtime's strict default, set while the snippet runs, before the website's settings arrive: all denied but security_storage; tags wait for an update.";
      if (first) return "The choice stored on this device, set while the snippet runs, before the website's settings arrive.";
      if (p.region)
        return `The website's default for visitors in ${p.region.length === 1 ? p.region[0] : `${p.region.length} countries`}: Google's tags pick it by the visitor's location.`;
      if (regionOverride())
        return "The website's default for the region chosen above (a QA override names one region, so no country codes).";
      return "The website's default for every visitor no other default line covers (region global), or a returning visitor's stored choice.";
    }
    if (cmd === 'consent' && what === 'update') return "The visitor's choice (or a stored one): it replaces the defaults.";
    if (cmd === 'set' && what === 'ads_data_redaction')
      return 'Google Ads removes click identifiers while ad_storage is denied (a region setting).';
    if (cmd === 'set' && what === 'url_passthrough')
      return 'Ad click information may travel in links when cookies are denied (a region setting).';
    return 'A gtag command of the example site.';
  }

  let last = '';
  setInterval(() => {
    /** @type {unknown[]} */
    let layer = [];
    try {
      const site = /** @type {(Window & { dataLayer?: unknown[] }) | null} */ (frame.contentWindow);
      layer = Array.from(site?.dataLayer || []);
    } catch {
      return; // the frame is navigating
    }
    const lines = layer.map(text);
    if (lines.join('\n') === last) return;
    last = lines.join('\n');
    const defaults = layer.filter(isCommand).filter((e) => e[0] === 'consent' && e[1] === 'default');
    const firstDefault = runtimeDefaultFirst(defaults.map((e) => e[2])) ? layer.indexOf(defaults[0]) : -1;
    list.replaceChildren(
      ...layer.map((e, i) => {
        const li = document.createElement('li');
        const why = Object.assign(document.createElement('span'), {
          className: 'why',
          textContent: explain(e, i === firstDefault),
        });
        li.append(lines[i] ?? '', why);
        return li;
      }),
    );
  }, 400);
})();

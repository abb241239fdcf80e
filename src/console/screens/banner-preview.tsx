import { useEffect, useRef, useState } from 'preact/hooks';
import { query } from '../core/api-client.ts';

const WIDTHS = [
  ['1366', 'Desktop (1366 px)', 768],
  ['390', 'Phone (390 px)', 844],
] as const;

/**
 * The live preview: the website's real runtime in a frame (GET …/banner/preview, a sandbox that keeps and sends
 * no consent and counts no page view), at a real device width scaled to fit, for a region, a language and the
 * banner or the preference centre. It shows the saved banner: `revision` changes after each save, which loads
 * it again.
 */
export function BannerPreview(props: {
  websiteId: string;
  regions: readonly string[];
  languages: readonly string[];
  revision: number;
}) {
  const [width, setWidth] = useState<string>('1366');
  const [region, setRegion] = useState('eu');
  const [lang, setLang] = useState('en');
  const [view, setView] = useState<'banner' | 'preferences'>('banner');
  const [reloads, setReloads] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const height = WIDTHS.find(([w]) => w === width)?.[2] ?? 768;

  // A transform does not change the layout box: the box takes the scaled height, so nothing overlaps.
  useEffect(() => {
    const fitFrame = () => {
      if (!box.current || !frame.current) return;
      const scale = Math.min(1, box.current.clientWidth / Number(width));
      frame.current.style.width = `${width}px`;
      frame.current.style.height = `${height}px`;
      frame.current.style.transform = `scale(${scale})`;
      box.current.style.height = `${height * scale}px`;
    };
    fitFrame();
    if (typeof ResizeObserver === 'undefined' || !box.current) return;
    const watch = new ResizeObserver(fitFrame);
    watch.observe(box.current);
    return () => watch.disconnect();
  }, [width, height]);

  const shownLang = props.languages.includes(lang) ? lang : 'en';
  const src = `/console/api/websites/${encodeURIComponent(props.websiteId)}/banner/preview${query({
    region,
    lang: shownLang,
    view: view === 'preferences' ? 'preferences' : null,
    v: `${props.revision}.${reloads}`,
  })}`;
  return (
    <section class="card preview" aria-labelledby="preview-h">
      <h2 id="preview-h">Preview</h2>
      <p class="hint">The saved banner, as the website's visitors get it. Save to see a change here.</p>
      <div class="preview-controls">
        <fieldset>
          <legend>Width</legend>
          {WIDTHS.map(([w, words]) => (
            <span class="check-field" key={w}>
              <input
                type="radio"
                name="preview-width"
                id={`preview-width-${w}`}
                checked={width === w}
                onChange={() => setWidth(w)}
              />
              <label for={`preview-width-${w}`}>{words}</label>
            </span>
          ))}
        </fieldset>
        <fieldset>
          <legend>Show</legend>
          {(['banner', 'preferences'] as const).map((v) => (
            <span class="check-field" key={v}>
              <input type="radio" name="preview-view" id={`preview-view-${v}`} checked={view === v} onChange={() => setView(v)} />
              <label for={`preview-view-${v}`}>{v === 'banner' ? 'Banner' : 'Preference centre'}</label>
            </span>
          ))}
        </fieldset>
        <p class="field">
          <label for="preview-region">Visitor's region</label>
          <select id="preview-region" value={region} onChange={(e) => setRegion((e.target as HTMLSelectElement).value)}>
            {props.regions.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </p>
        <p class="field">
          <label for="preview-lang">Visitor's language</label>
          <select id="preview-lang" value={shownLang} onChange={(e) => setLang((e.target as HTMLSelectElement).value)}>
            {props.languages.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </p>
        <button type="button" class="secondary" onClick={() => setReloads(reloads + 1)}>
          Show again
        </button>
      </div>
      <div class="preview-box" ref={box}>
        <iframe ref={frame} src={src} sandbox="allow-scripts" title="Preview of the banner" />
      </div>
    </section>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { ApiError, api } from '../core/api-client.ts';
import type { ScreenProps } from '../core/me.ts';
import { ErrorNotice, Status } from '../ui/notice.tsx';
import { ScreenLayout } from '../ui/screen-layout.tsx';
import { useApi } from '../ui/use-api.ts';
import { WebsiteNav } from '../ui/website-nav.tsx';
import { BannerBlockingFields, BannerLanguageFields } from './banner-behaviour-fields.tsx';
import { BannerPreview } from './banner-preview.tsx';
import { BannerRegionsFields } from './banner-regions-fields.tsx';
import type { BannerAnswer, BannerData, SettingNote, ThemeDraft } from './banner-screen-types.ts';
import { BannerStyleFields } from './banner-style-fields.tsx';
import { BannerTcfFields } from './banner-tcf-fields.tsx';
import { BannerTextsFields } from './banner-texts-fields.tsx';
import { BannerThemeFields, themeBody } from './banner-theme-fields.tsx';
import './banner-screen.css';

/** The stored theme as the form holds it: every value as text. */
const themeDraft = (t: BannerAnswer['theme']): ThemeDraft | null =>
  t && Object.fromEntries(Object.entries(t).map(([k, v]) => [k, String(v)]));

/** The refusal of a save as notes: a banner field by its own path (as warnings name it), a theme's as `theme.…`. */
const refusalNotes = (e: unknown): SettingNote[] =>
  e instanceof ApiError && Array.isArray(e.body.validation_errors)
    ? (e.body.validation_errors as { field: string; message: string }[]).map((v) => ({
        kind: 'error',
        field: v.field.replace(/^banner\./, ''),
        message: v.message,
      }))
    : [];

/** Banner: its style, theme, regions, languages, blocking, TCF and texts, the service's warnings by each, and the preview. */
export function BannerScreen(props: ScreenProps) {
  const path = `/websites/${encodeURIComponent(props.websiteId)}/banner`;
  const { data, error, loading } = useApi<BannerAnswer>(path);
  const [banner, setBanner] = useState<BannerData | null>(null);
  const [theme, setTheme] = useState<ThemeDraft | null>(null);
  const [notes, setNotes] = useState<SettingNote[]>([]);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: boolean; error?: unknown } | null>(null);
  const [revision, setRevision] = useState(0);
  // The preview shows the saved banner: its languages are the saved ones.
  const [savedLanguages, setSavedLanguages] = useState<string[]>([]);

  useEffect(() => {
    if (!data) return;
    setBanner(data.banner);
    setSavedLanguages(data.banner.selected_languages);
    setTheme(themeDraft(data.theme));
    setNotes(data.warnings.map((w) => ({ kind: 'warning', field: w.field, message: w.message })));
  }, [data]);

  const change = (patch: Partial<BannerData>) => setBanner((b) => b && { ...b, ...patch });

  const save = async (e: Event) => {
    e.preventDefault();
    if (!banner) return;
    setSaving(true);
    setOutcome(null);
    try {
      const { warnings: _w, ...fields } = banner;
      const answer = await api.put<BannerAnswer>(path, { banner: fields, theme: theme && themeBody(theme) });
      setBanner(answer.banner);
      setSavedLanguages(answer.banner.selected_languages);
      setTheme(themeDraft(answer.theme));
      setNotes(answer.warnings.map((w) => ({ kind: 'warning', field: w.field, message: w.message })));
      setOutcome({ saved: true });
      setRevision((r) => r + 1);
    } catch (err) {
      const refused = refusalNotes(err);
      setNotes(refused);
      setOutcome({ saved: false, error: err });
    } finally {
      setSaving(false);
    }
  };

  const section = banner && { banner, change, notes };
  const warnings = notes.filter((n) => n.kind === 'warning').length;
  return (
    <ScreenLayout title="Banner">
      <WebsiteNav websiteId={props.websiteId} current="/banner" />
      {loading && !data && <p class="loading">Loading…</p>}
      <ErrorNotice error={error} />
      {data && section && (
        <div class="banner-layout">
          <form class="banner-form" onSubmit={save} aria-label="Banner settings">
            <BannerStyleFields {...section} choices={data.choices} />
            <BannerThemeFields theme={theme} setTheme={setTheme} notes={notes} />
            <BannerRegionsFields {...section} regions={data.choices.regions} />
            <BannerLanguageFields {...section} languages={data.choices.languages} />
            <BannerBlockingFields {...section} />
            <BannerTcfFields {...section} websiteId={props.websiteId} tcf={data.tcf} />
            {'custom_texts' in data.banner && <BannerTextsFields {...section} />}
            <div class="banner-save">
              <button type="submit" disabled={saving}>
                {saving ? 'Saving…' : 'Save banner'}
              </button>
              {outcome?.saved && (
                <Status>
                  {warnings ? `Saved, with ${warnings} warning${warnings > 1 ? 's' : ''} next to the settings.` : 'Saved.'}
                </Status>
              )}
              {outcome && !outcome.saved && <ErrorNotice error={outcome.error} />}
            </div>
          </form>
          <BannerPreview
            websiteId={props.websiteId}
            regions={data.choices.regions}
            languages={savedLanguages}
            revision={revision}
          />
        </div>
      )}
    </ScreenLayout>
  );
}

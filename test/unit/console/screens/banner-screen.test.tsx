// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../src/console/core/me.ts';
import { BannerScreen } from '../../../../src/console/screens/banner-screen.tsx';

const ME: Me = {
  id: 'col_1',
  account_id: 'acct_a',
  email: 'e@example.test',
  first_name: 'E',
  last_name: 'D',
  role: 'editor',
  website_ids: ['web_1'],
  csrf_token: 'tok',
};
const REGION = {
  enable_banner: true,
  enable_decline_button: false,
  enable_cookie_preference_button: true,
  consent_mode: 'opt_in',
  enable_consent_by_scroll: false,
  enable_vendor_consent_mode: false,
  enable_tcf: false,
};
const HOSTILE = '<img src=x onerror=alert(1)>';

function answer(extra: Record<string, unknown> = {}) {
  const banner = {
    id: 'web_1',
    display_style: 'tooltip',
    position: 'bottom_left',
    size: 'standard',
    default_theme: 'blue',
    theme_id: null,
    personalized_content: false,
    running_targeted_advertising: false,
    share_data_to_3rd_party: false,
    selected_languages: ['en', 'de'],
    regions: { global: REGION, eu: REGION },
    automatic_blocking: true,
    unknown_third_parties: 'allow',
    google_consent_mode: 'basic',
    microsoft_consent_mode: false,
    global_privacy_platform: false,
    tcf_vendors: [7],
    ...extra,
  };
  const warnings = [{ code: 'eu_without_decline', field: 'regions.eu.enable_decline_button', message: `Risky ${HOSTILE}` }];
  return {
    banner: { ...banner, warnings },
    theme: null,
    warnings,
    choices: {
      languages: ['en', 'de', 'fr'],
      regions: ['global', 'us', 'california', 'eu'],
      default_themes: ['blue', 'dark'],
      display_styles: ['stretch', 'banner', 'tooltip', 'modal'],
      positions: { stretch: ['bottom', 'top'], banner: ['bottom', 'top'], tooltip: ['bottom_right', 'bottom_left'], modal: [] },
      sizes: ['standard', 'compact'],
    },
    tcf: { available: true, version: 99, fetched_at: null, vendors: [{ id: 7, name: HOSTILE, deleted: false }] },
  };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** fetch answering GET with `get`, and PUT with `put`; every PUT body kept. */
function stubFetch(get: unknown, put: () => Promise<Response>) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      if (init.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        return put();
      }
      return json(200, get);
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BannerScreen', () => {
  it("shows the service's warning next to its setting, and hostile names as text", async () => {
    stubFetch(answer(), () => json(200, answer()));
    const { container } = render(<BannerScreen me={ME} websiteId="web_1" />);
    const decline = await screen.findByLabelText('Offer a "Reject all" button');
    expect(decline.getAttribute('aria-describedby')).toBe('notes-regions-eu-enable_decline_button');
    expect(document.getElementById('notes-regions-eu-enable_decline_button')?.textContent).toBe(`Warning: Risky ${HOSTILE}`);
    expect(screen.getByText(`${HOSTILE} (id 7)`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    // No custom_texts in the answer: the service does not have the field yet, so no Texts section.
    expect(screen.queryByText('Texts')).toBeNull();
  });

  it('sends the changed style, and announces a refusal next to the field it names', async () => {
    const sent = stubFetch(answer(), () =>
      json(400, {
        error: 'validation_error',
        message: 'banner.position must be one of bottom, top',
        validation_errors: [{ field: 'banner.position', message: `must be one of bottom, top ${HOSTILE}` }],
      }),
    );
    render(<BannerScreen me={ME} websiteId="web_1" />);
    fireEvent.change(await screen.findByLabelText('Display style'), { target: { value: 'banner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('banner.position'));
    expect(sent[0]).toMatchObject({ banner: { display_style: 'banner', position: 'bottom' }, theme: null });
    expect((sent[0] as { banner: Record<string, unknown> }).banner.warnings).toBeUndefined();
    const position = screen.getByLabelText('Position');
    expect(position.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('notes-position')?.textContent).toBe(`Not saved: must be one of bottom, top ${HOSTILE}`);
  });

  it('edits custom texts per language, a cleared text sent blank so the service puts the pack back', async () => {
    const sent = stubFetch(answer({ custom_texts: { de: { banner_title: 'Hallo' } } }), () => json(200, answer()));
    render(<BannerScreen me={ME} websiteId="web_1" />);
    fireEvent.change(await screen.findByLabelText('Texts in'), { target: { value: 'de' } });
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Hallo');
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: '' } });
    fireEvent.input(screen.getByLabelText('Reject button'), { target: { value: 'Ablehnen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save banner' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0] as { banner: { custom_texts: unknown } }).banner.custom_texts).toEqual({
      de: { banner_title: '', decline: 'Ablehnen' },
    });
  });

  it('frames the preview of the saved banner in a sandbox, for the region and language chosen', async () => {
    stubFetch(answer(), () => json(200, answer()));
    render(<BannerScreen me={ME} websiteId="web_1" />);
    const frame = (await screen.findByTitle('Preview of the banner')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    fireEvent.change(screen.getByLabelText("Visitor's language"), { target: { value: 'de' } });
    fireEvent.click(screen.getByLabelText('Preference centre'));
    await waitFor(() => expect(frame.getAttribute('src')).toMatch(/banner\/preview\?region=eu&lang=de&view=preferences/));
  });
});

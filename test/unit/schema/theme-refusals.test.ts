import { describe, expect, it } from 'vitest';
import { ThemeCreate } from '../../../src/schema/theme.ts';

// The demo's panel showed a blank font refused twice, "can't be blank" and "has an empty name between commas":
// the grammar ran on a value already refused as blank (issue 39, point 7). One field, one refusal.
const THEME = {
  account_id: 'acct_a',
  website_id: 'web_a',
  font_family: 'Georgia, serif',
  font_size: '15px',
  color: '#111111',
  background: '#ffffff',
  btn_background: '#0b5394',
  btn_text_color: '#ffffff',
};

describe('a refused custom theme', () => {
  it.each(['', '   '])('a blank font (%j) is refused once, as blank', (font_family) => {
    const r = ThemeCreate.safeParse({ ...THEME, font_family });
    expect(r.success).toBe(false);
    // too_small of one character: the API says it as "can't be blank" (src/service/api/items.ts).
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.code])).toEqual([['font_family', 'too_small']]);
  });

  it('a font the grammar refuses is refused once, with the reason', () => {
    const r = ThemeCreate.safeParse({ ...THEME, font_family: 'Georgia,, serif' });
    expect(r.error!.issues.map((i) => i.message)).toEqual(['has an empty name between commas']);
  });
});

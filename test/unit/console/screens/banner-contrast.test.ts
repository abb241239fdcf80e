import { describe, expect, it } from 'vitest';
import { contrastRatio, hexOf } from '../../../../src/console/screens/banner-contrast.ts';

describe('the contrast feedback of the custom theme', () => {
  it('gives the WCAG ratios of published pairs', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    // #767676 on white is the lightest grey that meets 4.5:1 (WebAIM).
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio([0x77, 0x77, 0x77], [255, 255, 255])).toBeLessThan(4.5);
  });

  it('writes a colour for a picker as #rrggbb', () => {
    expect(hexOf([0, 0, 128])).toBe('#000080');
    expect(hexOf([255, 254.6, 3])).toBe('#ffff03');
  });
});

// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { trackingConsent } from '../../../../src/runtime/shopify/tracking-consent.ts';
import { DOM_EVENT } from '../../../../src/runtime/signals/events.ts';

const ALL = ['essential', 'performance', 'analytics', 'advertising', 'social_networking'] as const;

describe("Shopify's tracking consent from a decision", () => {
  it('accept all grants everything, the sale of data included', () => {
    expect(trackingConsent(ALL, false)).toEqual({ analytics: true, marketing: true, preferences: true, sale_of_data: true });
  });
  it('decline grants nothing', () => {
    expect(trackingConsent(['essential'], false)).toEqual({
      analytics: false,
      marketing: false,
      preferences: false,
      sale_of_data: false,
    });
  });
  it('GPC opts out of the sale of data even when advertising is granted', () => {
    expect(trackingConsent(ALL, true)).toEqual({ analytics: true, marketing: true, preferences: true, sale_of_data: false });
  });
  it('maps each category on its own', () => {
    expect(trackingConsent(['essential', 'analytics'], false)).toMatchObject({ analytics: true, marketing: false });
    expect(trackingConsent(['essential', 'performance'], false)).toMatchObject({ preferences: true, analytics: false });
  });
});

describe('the Shopify piece', () => {
  it('loads the Customer Privacy API through loadFeatures when absent, then sets the decision; Shopify’s throw stays with it', async () => {
    const setTrackingConsent = vi.fn();
    const shopify: Record<string, unknown> = {
      loadFeatures: vi.fn((_features: unknown, done: (e?: unknown) => void) => {
        shopify.customerPrivacy = { setTrackingConsent };
        done();
      }),
    };
    (window as unknown as { Shopify: unknown }).Shopify = shopify;
    await import('../../../../src/runtime/shopify/index.ts');
    const decide = (granted: string[], gpc: boolean) =>
      document.dispatchEvent(new CustomEvent(DOM_EVENT, { detail: { granted, gpc } }));
    decide(['essential', 'advertising'], false);
    expect(shopify.loadFeatures).toHaveBeenCalledWith([{ name: 'consent-tracking-api', version: '0.1' }], expect.any(Function));
    expect(setTrackingConsent).toHaveBeenLastCalledWith(
      { analytics: false, marketing: true, preferences: false, sale_of_data: true },
      expect.any(Function),
    );
    decide(['essential'], false);
    expect(shopify.loadFeatures).toHaveBeenCalledTimes(1);
    expect(setTrackingConsent).toHaveBeenLastCalledWith(
      { analytics: false, marketing: false, preferences: false, sale_of_data: false },
      expect.any(Function),
    );
    setTrackingConsent.mockImplementation(() => {
      throw new Error('shopify');
    });
    expect(() => decide(ALL as unknown as string[], true)).not.toThrow();
  });
});

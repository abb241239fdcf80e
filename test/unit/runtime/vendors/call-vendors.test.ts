import { describe, expect, it, vi } from 'vitest';
import { callVendors } from '../../../../src/runtime/vendors/call-vendors.ts';

const page = () => {
  const ttq = { grantConsent: vi.fn(), revokeConsent: vi.fn() };
  return { fbq: vi.fn(), clarity: vi.fn(), ttq, _paq: [] as unknown[] };
};

describe("vendors' own consent calls", () => {
  it('accept: each vendor grants', () => {
    const w = page();
    callVendors(w, ['essential', 'performance', 'analytics', 'advertising', 'social_networking']);
    expect(w.fbq.mock.calls).toEqual([['consent', 'grant']]);
    expect(w.clarity.mock.calls).toEqual([['consent']]);
    expect(w.ttq.grantConsent).toHaveBeenCalledTimes(1);
    expect(w.ttq.revokeConsent).not.toHaveBeenCalled();
    expect(w._paq).toEqual([['setConsentGiven']]);
  });
  it('decline: each vendor revokes', () => {
    const w = page();
    callVendors(w, ['essential']);
    expect(w.fbq.mock.calls).toEqual([['consent', 'revoke']]);
    expect(w.clarity.mock.calls).toEqual([['consent', false]]);
    expect(w.ttq.revokeConsent).toHaveBeenCalledTimes(1);
    expect(w.ttq.grantConsent).not.toHaveBeenCalled();
    expect(w._paq).toEqual([['forgetConsentGiven']]);
  });
  it('follows each vendor’s own category: analytics alone grants Clarity and Matomo, revokes the advertisers', () => {
    const w = page();
    callVendors(w, ['essential', 'analytics']);
    expect(w.fbq.mock.calls).toEqual([['consent', 'revoke']]);
    expect(w.clarity.mock.calls).toEqual([['consent']]);
    expect(w._paq).toEqual([['setConsentGiven']]);
    expect(w.ttq.revokeConsent).toHaveBeenCalledTimes(1);
  });
  it("reaches Matomo's tracker once its script has replaced the queue", () => {
    const tracker = { push: vi.fn() };
    callVendors({ _paq: tracker }, ['essential']);
    expect(tracker.push.mock.calls).toEqual([[['forgetConsentGiven']]]);
  });
  it('skips a vendor not on the page, and one that throws does not stop the others', () => {
    const w = {
      fbq: vi.fn(() => {
        throw new Error('meta');
      }),
      ttq: { grantConsent: vi.fn() },
    };
    expect(() => callVendors(w, ['essential', 'advertising'])).not.toThrow();
    expect(w.ttq.grantConsent).toHaveBeenCalledTimes(1);
  });
});

/**
 * Destinations automatic blocking never holds, whatever the website's map, the tracker knowledge or
 * `unknown: 'block'` say (docs/decisions/blocking.md#essential-hosts): payments, CAPTCHAs and libraries' CDNs and
 * fonts, without which a page breaks (a checkout's `Stripe(...)` throws, a form cannot be sent). Written as the
 * map's entries are: a domain stands for its subdomains, `host/path` for the paths under it. Kept short on
 * purpose: every byte is in the first view of every blocking website.
 */
export const ESSENTIAL_HOSTS = [
  // Payments.
  'js.stripe.com',
  'm.stripe.network',
  'paypal.com',
  'paypalobjects.com',
  'braintreegateway.com',
  'pay.google.com',
  'applepay.cdn-apple.com',
  'js.squareup.com',
  'checkout.razorpay.com',
  // CAPTCHAs: reCAPTCHA (its scripts and its frame), hCaptcha, Cloudflare Turnstile, Friendly Captcha.
  'www.google.com/recaptcha/',
  'www.gstatic.com/recaptcha/',
  'recaptcha.net',
  'hcaptcha.com',
  'challenges.cloudflare.com',
  'friendlycaptcha.com',
  // Libraries' CDNs.
  'cdnjs.cloudflare.com',
  'jsdelivr.net',
  'unpkg.com',
  'code.jquery.com',
  'ajax.googleapis.com',
  // Fonts.
  'fonts.googleapis.com',
  'fonts.gstatic.com',
  'use.typekit.net',
  'use.fontawesome.com',
  'kit.fontawesome.com',
] as const;

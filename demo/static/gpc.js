// QA only: makes this page look like a browser that sends Global Privacy Control.
Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });

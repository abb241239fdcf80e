// The typical website of automatic blocking's byte figures (docs/decisions/blocking.md#the-blocking-map): Google
// Analytics and Ads through gtag.js, the Meta Pixel and a YouTube embed, as a scan finds them. One copy: the
// map's unit test starts from it, the build reports its map's bytes (build/blocking-sizes.ts) and the bench
// creates it through the API to measure its first-view script.

export const TYPICAL_WEBSITE = {
  url: 'https://www.shop.example/',
  name: 'Typical shop',
  cookies: [
    {
      name: '_ga',
      domain: '.shop.example',
      initiator: 'https://www.googletagmanager.com/gtag/js?id=G-ABC',
      category: 'analytics;',
      lifetime: '63072000',
    },
    {
      name: '_gcl_au',
      domain: '.shop.example',
      initiator: 'https://www.googletagmanager.com/gtag/js?id=AW-1',
      category: 'advertising',
      lifetime: '7776000',
    },
    {
      name: '_fbp',
      domain: '.shop.example',
      initiator: 'https://connect.facebook.net/en_US/fbevents.js',
      category: 'advertising',
      lifetime: '7776000',
    },
    {
      name: 'VISITOR_INFO1_LIVE',
      domain: '.youtube.com',
      initiator: 'https://www.youtube.com/embed/x',
      category: 'social_networking',
      lifetime: '15552000',
    },
  ],
} as const;

/** Automatic blocking: on for websites created from now on, off for those that exist. */
export default `
-- A banner's settings (jsonb) gain automatic_blocking and unknown_third_parties
-- (docs/decisions/blocking.md#the-switch). Websites that exist keep their pages
-- as they are: off. A website created from now on gets the default banner
-- (model/banner-defaults.ts), where it is on.
UPDATE banners SET settings = settings || '{"automatic_blocking": false, "unknown_third_parties": "allow"}'::jsonb;
`;

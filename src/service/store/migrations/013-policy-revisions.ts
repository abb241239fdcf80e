/** Every published version of a cookie policy (docs/decisions/policies.md#revisions). */
export default `
-- Each publication of a cookie policy, the owner's and the automatic ones that
-- follow a change of the website's cookies, company or regions, kept with its
-- date so that every version stays readable at its own address. The latest is
-- also documents.published, which the hosted page serves. cause: 'publish'
-- (publish_cookie_policies) or 'automatic'.
CREATE TABLE policy_revisions (
  document_id uuid NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  number integer NOT NULL,
  source jsonb NOT NULL,
  published_at timestamptz NOT NULL,
  cause text NOT NULL,
  PRIMARY KEY (document_id, number)
);
INSERT INTO policy_revisions (document_id, number, source, published_at, cause)
  SELECT id, 1, published, published_at, 'publish' FROM documents WHERE published IS NOT NULL AND published_at IS NOT NULL;
`;

/** Replay guard and Idempotency-Key answers. */
export default `
-- Signatures of writes (POST, PUT, DELETE) already served, until their timestamp
-- leaves the window (ms): a logged write cannot be sent again, whichever process
-- gets it (src/service/auth/replay.ts).
CREATE TABLE used_signatures (
  signature text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX used_signatures_expiry ON used_signatures(expires_at);

-- The answer of a POST sent with an Idempotency-Key, per key pair, committed in
-- the transaction of the batch's writes (src/service/http/idempotency.ts).
CREATE TABLE idempotency_keys (
  public_key text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  response text,
  expires_at bigint NOT NULL,
  PRIMARY KEY (public_key, key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys(expires_at);
`;

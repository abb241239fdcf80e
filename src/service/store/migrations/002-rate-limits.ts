/** Rate limits shared by every process on one PostgreSQL. */
export default `
-- Per-minute request counters by limiter key, shared by every process on one PostgreSQL (src/service/http/rate-limiter.ts).
CREATE TABLE rate_limits (
  key text NOT NULL,
  win bigint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, win)
);
`;

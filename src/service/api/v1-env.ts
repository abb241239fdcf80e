// The variables of a signed /v1 request, set by the signature check (auth/verify.ts) for its handlers.

/** What every /v1 handler can reach through `c.var` / `c.get`. */
export interface V1Vars {
  /** The account of the verified key pair: every query is scoped to it. */
  account: string;
  publicKey: string;
  /** The verified signature (lower-case hex) and its timestamp in ms: the replay guard's key and expiry. */
  signature: string;
  signedAt: number;
  /** The exact request body bytes (signed), read once. */
  body: Uint8Array;
}

export interface V1Env {
  Variables: V1Vars;
}

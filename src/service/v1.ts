import { Hono } from 'hono';
import { idempotency } from './api/idempotency.ts';
import { rateLimit, readRawBody } from './api/middleware.ts';
import type { V1Env } from './api/v1-env.ts';
import { replayGuard } from './auth/replay.ts';
import { verifySignature } from './auth/verify.ts';
import type { ServiceContext } from './core/context.ts';
import type { PolicyGenerator } from './model/policy.ts';
import { bannerRoutes } from './routes/banners.ts';
import { collaboratorRoutes } from './routes/collaborators.ts';
import { consentAnalyticsRoutes } from './routes/consent-analytics.ts';
import { consentProofRoutes } from './routes/consent-proofs.ts';
import { consentRoutes } from './routes/consents.ts';
import { cookieRoutes } from './routes/cookies.ts';
import { documentRoutes, PUBLISH_PATH } from './routes/documents.ts';
import { scanRoutes } from './routes/scans.ts';
import { themeRoutes } from './routes/themes.ts';
import { websiteRoutes } from './routes/websites.ts';
import { requestScoped } from './store/request-transaction.ts';

/**
 * The signed partner API. Order matters: the body is read (bounded) before
 * the signature is checked because the signature covers it, and the rate
 * limit counts only requests of a verified key; a write refused by it (429)
 * has not used its signature, which the replay guard records next. Routes
 * get a database that joins the request's transaction when an
 * Idempotency-Key opened one (store/request-transaction.ts).
 */
export function v1Routes(app: ServiceContext, policy: PolicyGenerator) {
  const ctx: ServiceContext = { ...app, db: requestScoped(app.db) };
  const v1 = new Hono<V1Env>();
  // Every request that changes data is served once, whatever its method: publishing also answers a GET.
  const writesByGet = [`/v1${PUBLISH_PATH}`];
  v1.use('*', readRawBody(ctx), verifySignature(ctx), rateLimit(ctx), replayGuard(ctx, writesByGet), idempotency(ctx));
  v1.route('/', websiteRoutes(ctx));
  v1.route('/', cookieRoutes(ctx));
  v1.route('/', bannerRoutes(ctx));
  v1.route('/', themeRoutes(ctx));
  v1.route('/', documentRoutes(ctx, policy));
  v1.route('/', collaboratorRoutes(ctx));
  v1.route('/', consentRoutes(ctx));
  v1.route('/', consentAnalyticsRoutes(ctx));
  v1.route('/', consentProofRoutes(ctx));
  v1.route('/', scanRoutes(ctx));
  return v1;
}

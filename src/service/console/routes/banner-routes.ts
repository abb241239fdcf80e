import { Hono } from 'hono';
import type { ServiceContext } from '../../core/context.ts';
import type { ConsoleEnv } from '../access/console-env.ts';

/** The banner screen's API (to be built). */
export function bannerScreenRoutes(_ctx: ServiceContext) {
  return new Hono<ConsoleEnv>();
}

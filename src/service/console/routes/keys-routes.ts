import { Hono } from 'hono';
import type { ServiceContext } from '../../core/context.ts';
import type { ConsoleEnv } from '../access/console-env.ts';

/** The keys screen's API (to be built). */
export function keysScreenRoutes(_ctx: ServiceContext) {
  return new Hono<ConsoleEnv>();
}

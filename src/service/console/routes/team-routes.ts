import { Hono } from 'hono';
import type { ServiceContext } from '../../core/context.ts';
import type { ConsoleEnv } from '../access/console-env.ts';

/** The team screen's API (to be built). */
export function teamScreenRoutes(_ctx: ServiceContext) {
  return new Hono<ConsoleEnv>();
}

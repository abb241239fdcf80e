import { Hono } from 'hono';
import type { ServiceContext } from '../../core/context.ts';
import type { ConsoleEnv } from '../access/console-env.ts';

/** The list of websites and the wizard's create (to be built). */
export function websitesScreenRoutes(_ctx: ServiceContext) {
  return new Hono<ConsoleEnv>();
}

/** One website: its details, snippet and installation check (to be built). */
export function websiteScreenRoutes(_ctx: ServiceContext) {
  return new Hono<ConsoleEnv>();
}

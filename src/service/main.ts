import { readEnvironment } from './env.ts';
import { runService } from './server.ts';

/** `npm run service`: the service alone, as it runs in production (no demo), so its logs are JSON lines even on a terminal. */
runService({ ...readEnvironment(), prettyLogs: false }).catch((err: Error) => {
  console.error('service failed to start:', err);
  process.exit(1);
});

/**
 * The runtime config's format: the service writes it into every config
 * (src/schema/runtime-config.ts), and the runtime uses no config of another
 * (src/runtime/config/). Bump it when the payload's shape changes
 * incompatibly; a device's cached copy of another format is then fetched again.
 * 2: the composed stylesheet `stylesheet` replaced `default_theme` and `theme`.
 * Here, not in the schema, so the runtime reads it without bringing zod along.
 */
export const CONFIG_FORMAT = 2;

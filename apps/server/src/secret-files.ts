import { readFileSync } from 'node:fs';

/**
 * The settings that may come from a file instead of the environment (decision 048): `NAME_FILE`
 * names a file holding NAME's value, as docker secrets (`/run/secrets/…`) and Kubernetes
 * secret volumes provide them, so that no secret sits in the environment of a container or in
 * the compose file. PostgreSQL's and Redis's images read their passwords the same way.
 */
export const SECRET_SETTINGS = [
  'AUTH_SECRET',
  'DATABASE_URL',
  'DATABASE_PASSWORD',
  'REDIS_URL',
  'REDIS_PASSWORD',
  'SMS_PROVIDER_TOKEN',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'METRICS_TOKEN',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
] as const;

/** Why a secret file could not be used (config.ts turns it into its ConfigError). */
export class SecretFileError extends Error {}

/**
 * The environment with every `NAME_FILE` of SECRET_SETTINGS read into NAME: the file's content
 * without its surrounding white space (the newline an editor or `echo` leaves). Setting both NAME
 * and NAME_FILE is refused (which one wins would be a guess), and so is an unreadable or empty
 * file. Read once, at start-up, with the rest of the configuration.
 */
export function readSecretFiles(
  env: NodeJS.ProcessEnv,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): NodeJS.ProcessEnv {
  const resolved: NodeJS.ProcessEnv = { ...env };
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`];
    if (file === undefined || file === '') continue;
    if (env[name] !== undefined && env[name] !== '')
      throw new SecretFileError(`set ${name} or ${name}_FILE, not both`);
    let value: string;
    try {
      value = read(file).trim();
    } catch (err) {
      throw new SecretFileError(
        `${name}_FILE: cannot read ${file} (${err instanceof Error ? err.message : String(err)})`,
      );
    }
    if (value === '') throw new SecretFileError(`${name}_FILE: ${file} is empty`);
    resolved[name] = value;
    delete resolved[`${name}_FILE`];
  }
  return resolved;
}

import { ConfigError } from './config.js';

/**
 * What the customer commands (lookup, enrich, refresh, lists export) need: where the API is and the key to call
 * it with (contracts section 10). Read apart from the service's own configuration, so that a customer's
 * shell needs none of the server's variables, and a bad server variable does not stop a lookup.
 */
export interface CustomerConfig {
  /** KEIRETSU_URL: the API's origin */
  url: string;
  /** KEIRETSU_API_KEY; undefined when unset (the commands then stop with exit code 3) */
  apiKey: string | undefined;
}

export const DEFAULT_API_URL = 'http://127.0.0.1:8080';

export function loadCustomerConfig(env: NodeJS.ProcessEnv = process.env): CustomerConfig {
  const url = env.KEIRETSU_URL?.trim() || DEFAULT_API_URL;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`invalid configuration: KEIRETSU_URL must be an http(s) URL, got ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`invalid configuration: KEIRETSU_URL must be an http(s) URL, got ${JSON.stringify(url)}`);
  }
  return { url: url.replace(/\/+$/, ''), apiKey: env.KEIRETSU_API_KEY?.trim() || undefined };
}

/** The server's {@link DemoConfig}, asked for once per page however many parts need it. */
import type { DemoConfig } from '../../../shared/api.js';
import { getConfig } from './client.js';

let config: Promise<DemoConfig> | undefined;

/** `GET /api/config`, once; a failed answer is asked again next time. */
export function siteConfig(): Promise<DemoConfig> {
  config ??= getConfig().catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}

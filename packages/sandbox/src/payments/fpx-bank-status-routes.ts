import { FPX_BANK_STATUS_PATHS, type FpxMethod } from '@checkout-kit/protocol';
import { Hono } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { methodNotAllowed } from '../core/http.js';
import { fpxBankStatusAnswer } from './fpx-bank-status.js';

/**
 * `GET /health_check/fpx_b2c` and `/health_check/fpx_b2b1`: FPX's bank status, as the gateway
 * maker serves it beside its API. Like the maker's, it needs no API key (its WooCommerce plugin
 * sends none) and takes one given; `?time=`, which the plugin adds against caches, is ignored.
 */
export function fpxBankStatusRoutes(core: SandboxCore): Hono {
  const app = new Hono();
  for (const [method, path] of Object.entries(FPX_BANK_STATUS_PATHS) as [FpxMethod, string][]) {
    app.get(path, (c) => c.json(fpxBankStatusAnswer(core, method)));
    app.all(path, methodNotAllowed(['GET']));
  }
  return app;
}

import { CHECKOUT_FPX_BANK_PARAMETER, type Purchase } from '@checkout-kit/protocol';
import type { Context } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import type { CardOutcome } from '../payments/card-attempt.js';
import type { StoredPurchase } from '../core/state.js';
import { isWebUrl } from './layout.js';

/** A stored purchase by the id in a page's path; never an inherited property. */
export function findPurchase(core: SandboxCore, id: string): StoredPurchase | undefined {
  return core.purchases.get(id);
}

/** The purchase's own success or failure redirect, when it has a web address there. */
export function purchaseRedirect(purchase: Purchase, kind: 'success' | 'failure'): string | null {
  const url = kind === 'success' ? purchase.success_redirect : purchase.failure_redirect;
  return isWebUrl(url) ? url : null;
}

/** The sandbox's own pages of a purchase. */
export const pagePaths = {
  checkout: (id: string) => `/p/${id}/`,
  card: (id: string) => `/p/${id}/card/`,
  method: (id: string, method: string) => `/p/${id}/method/${encodeURIComponent(method)}/`,
  /** The simulated bank's own page: the FPX method's page with its bank named. */
  fpxBank: (id: string, method: string, code: string) =>
    `${pagePaths.method(id, method)}?${new URLSearchParams({ [CHECKOUT_FPX_BANK_PARAMETER]: code })}`,
  threeDSecure: (id: string) => `/p/${id}/3ds/`,
  result: (id: string) => `/p/${id}/result/`,
};

/**
 * Sends the payer on after an attempt: to the purchase's `success_redirect` (also while a
 * slow payment is pending) or `failure_redirect` (only those), to the sandbox's result page
 * when the purchase has none, or to the test 3-D Secure page.
 */
export function redirectAfter(c: Context, stored: StoredPurchase, outcome: CardOutcome): Response {
  const { purchase } = stored;
  if (outcome === 'three_d_secure') return c.redirect(pagePaths.threeDSecure(purchase.id), 302);
  const succeeded = outcome === 'succeeded' || outcome === 'pending';
  const target = purchaseRedirect(purchase, succeeded ? 'success' : 'failure');
  return c.redirect(target ?? pagePaths.result(purchase.id), 302);
}

/**
 * Reads a form body as an HTML form sends it (`application/x-www-form-urlencoded`, or
 * `multipart/form-data` without files), or `null` for any other body. Nothing of the body is
 * kept or logged, and a malformed one reads as empty rather than as an error quoting it.
 */
export async function readForm(c: Context): Promise<URLSearchParams | null> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (/^application\/x-www-form-urlencoded\s*(;|$)/.test(type)) {
    return new URLSearchParams(await c.req.text());
  }
  if (/^multipart\/form-data\s*;/.test(type)) {
    const params = new URLSearchParams();
    try {
      for (const [name, value] of await c.req.raw.formData()) {
        if (typeof value === 'string') params.append(name, value);
      }
    } catch {
      // A malformed multipart body: every field reads as missing.
    }
    return params;
  }
  return null;
}

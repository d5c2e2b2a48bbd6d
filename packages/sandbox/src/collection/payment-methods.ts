import {
  LOOKUP_BRAND_PARAMETER,
  LOOKUP_CURRENCY_PARAMETER,
  type FieldIssue,
  type FieldIssueCode,
  type LookupFilterParameter,
  readLookupFilter,
  toGatewayErrorBody,
} from '@checkout-kit/protocol';
import { Hono } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import { methodNotAllowed } from '../core/http.js';
import { type MethodFilter, filterMethods, lookupResult } from './method-catalogue.js';

/** The only currency the sandbox's brand takes. */
export const LOOKUP_CURRENCY = 'MYR';

/**
 * `GET /payment_methods/` of the collection API: the methods a payer can choose from, narrowed
 * by the query (see the gateway's query parameter table), in the gateway's lookup shape.
 *
 * Every parameter is checked and every broken one named in one 400. Decisions where the
 * gateway says nothing: an optional parameter given empty (`?country=`) counts as absent; a
 * parameter given twice is refused; codes are case-sensitive as ISO writes them (`MYR`, `MY`,
 * `ms`); `country` leaves out methods of other countries (methods of `any` country and cards
 * stay); unknown parameters are ignored.
 */
export function paymentMethodRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  app.get('/payment_methods/', (c) => {
    const query = new URL(c.req.url).searchParams;
    const issues: FieldIssue[] = [];
    const refuse = (name: string, code: FieldIssueCode, message: string): void => {
      issues.push({ path: [name], code, message });
    };

    /**
     * The one value of a parameter: `undefined` when absent or empty, `null` when given more
     * than once (already recorded as an error).
     */
    const single = (name: string): string | undefined | null => {
      const values = query.getAll(name);
      if (values.length > 1) {
        refuse(name, 'invalid', `Give ${name} once, not ${values.length} times.`);
        return null;
      }
      return values[0] === '' ? undefined : values[0];
    };

    const brandId = single(LOOKUP_BRAND_PARAMETER);
    if (brandId === undefined) {
      refuse(
        LOOKUP_BRAND_PARAMETER,
        'required',
        `${LOOKUP_BRAND_PARAMETER} is required: the id of your brand.`,
      );
    } else if (brandId !== null && brandId.toLowerCase() !== core.state.brandId.toLowerCase()) {
      refuse(
        LOOKUP_BRAND_PARAMETER,
        'invalid',
        `${LOOKUP_BRAND_PARAMETER} is not a brand of this company; use the sandbox's brand id (brandId from startSandbox()).`,
      );
    }

    const currency = single(LOOKUP_CURRENCY_PARAMETER);
    if (currency === undefined) {
      refuse(
        LOOKUP_CURRENCY_PARAMETER,
        'required',
        `${LOOKUP_CURRENCY_PARAMETER} is required; use ${LOOKUP_CURRENCY}.`,
      );
    } else if (currency !== null && currency !== LOOKUP_CURRENCY) {
      refuse(
        LOOKUP_CURRENCY_PARAMETER,
        'invalid_choice',
        `${LOOKUP_CURRENCY_PARAMETER} must be ${LOOKUP_CURRENCY}, the only currency this brand takes.`,
      );
    }

    /** The value of a filter by the gateway's rules, or `undefined` (absent, or refused). */
    const filter = <P extends LookupFilterParameter>(name: P) => {
      const text = single(name);
      if (!text) return undefined;
      const reading = readLookupFilter(name, text);
      if ('value' in reading) return reading.value;
      refuse(name, 'invalid', reading.message);
      return undefined;
    };
    const country = filter('country') ?? null;
    const language = filter('language');
    const amount = filter('amount') ?? null;
    const methodFilter: MethodFilter = {
      recurring: filter('recurring') ?? false,
      skipCapture: filter('skip_capture') ?? false,
      preauthorization: filter('preauthorization') ?? false,
      country,
      amount,
    };

    if (issues.length > 0) throw new GatewayHttpError(400, toGatewayErrorBody(issues));
    return c.json(lookupResult(filterMethods(methodFilter), language));
  });
  app.all('/payment_methods/', methodNotAllowed(['GET']));

  return app;
}

import { after, before } from 'node:test';
import { type Sandbox, type SandboxOptions, startSandbox } from '../src/index.js';

/** A JSON answer of the sandbox. */
export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Starts a sandbox on a free port for the tests of one file and closes it afterwards. Returns a
 * getter: the sandbox exists only once the `before` hook has run.
 */
export function useSandbox(options: SandboxOptions = {}): () => Sandbox {
  let sandbox: Sandbox | undefined;
  before(async () => {
    sandbox = await startSandbox(options);
  });
  after(async () => {
    await sandbox?.close();
  });
  return () => {
    if (!sandbox) throw new Error('The sandbox has not started yet: use it inside a test.');
    return sandbox;
  };
}

/** Calls the collection API over real HTTP with the sandbox's test key (or `apiKey`). */
export async function api<T = Record<string, unknown>>(
  sandbox: Sandbox,
  method: string,
  path: string,
  body?: unknown,
  { apiKey = sandbox.apiKey }: { apiKey?: string | null } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {};
  if (apiKey !== null) headers.Authorization = `Bearer ${apiKey}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${sandbox.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as T,
  };
}

/** A valid purchase body for this sandbox; `overrides` replace top-level fields. */
export function purchaseBody(
  sandbox: Sandbox,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    brand_id: sandbox.brandId,
    client: { email: 'payer@example.com', full_name: 'Siti Aisyah' },
    purchase: { products: [{ name: 'Teh tarik', price: 1000 }], currency: 'MYR' },
    success_redirect: 'https://shop.example/success',
    failure_redirect: 'https://shop.example/failure',
    ...overrides,
  };
}

/**
 * The site's client of the merchant server's `/api` routes (`demo/shared/api.ts`).
 *
 * Every function returns the contract's type or throws an {@link ApiRequestError} that carries
 * the server's error code, its message for a person, and the field issues of a refused request,
 * so a page can show exactly what went wrong, next to the field it concerns.
 */
import type {
  AmountRequest,
  ApiError,
  ChargeSavedCardRequest,
  CreateOrderRequest,
  CreatedOrder,
  DemoConfig,
  Order,
  OrderList,
  Product,
  SavedCardList,
  SignInRequest,
  StaffSession,
} from '../../../shared/api.js';
import { ORDER_KEY_HEADER } from '../../../shared/api.js';

/** A field issue of a refused request: `lines[0].quantity` → `must be from 1 to 99`. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** A request to `/api` that failed: refused by the server, or never answered. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** The HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's stable code (`validation_failed`, `wrong_status`, …), or `network`/`http_error`. */
  readonly code: string;
  readonly fields: FieldIssue[];

  constructor(status: number, code: string, message: string, fields: FieldIssue[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** The issues of one field (its path, or any path under it). */
  fieldIssues(path: string): FieldIssue[] {
    return this.fields.filter(
      (issue) =>
        issue.path === path ||
        issue.path.startsWith(`${path}.`) ||
        issue.path.startsWith(`${path}[`),
    );
  }
}

/** Any error as an {@link ApiRequestError}, so pages show every failure the same way. */
export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiRequestError(0, 'unexpected', message);
}

function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function fieldsOf(body: ApiError): FieldIssue[] {
  const fields = body.error.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (issue): issue is FieldIssue =>
      typeof issue?.path === 'string' && typeof issue.message === 'string',
  );
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(
      0,
      'network',
      'The shop’s server could not be reached. Check that it is running, then try again.',
    );
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    if (isApiError(json)) {
      throw new ApiRequestError(
        response.status,
        json.error.code,
        json.error.message,
        fieldsOf(json),
      );
    }
    throw new ApiRequestError(
      response.status,
      'http_error',
      `The shop’s server answered ${response.status} ${response.statusText}`.trim() + '.',
    );
  }
  if (json === undefined) {
    throw new ApiRequestError(
      response.status,
      'invalid_response',
      'The shop’s server answered with something that is not JSON.',
    );
  }
  return json as T;
}

const segment = (value: string): string => encodeURIComponent(value);

/** `GET /api/session`: whether this browser is signed in to the back office. */
export const getStaffSession = (): Promise<StaffSession> => request('GET', '/api/session');

/** `POST /api/session`: signs in to the back office; the server sets the session cookie. */
export const signIn = (password: string): Promise<void> =>
  request('POST', '/api/session', { password } satisfies SignInRequest);

/** `GET /api/config`. */
export const getConfig = (): Promise<DemoConfig> => request('GET', '/api/config');

/** `GET /api/products`: the catalogue, with the server's prices. */
export const getProducts = (): Promise<Product[]> => request('GET', '/api/products');

/**
 * `POST /api/orders`: a new order; the server prices it and creates the purchase. The answer
 * carries the order's key, which the payer's links then carry. An order made in place of
 * another (`replaces`) gives that one's key, `replacedKey`.
 */
export const createOrder = (
  order: CreateOrderRequest,
  replacedKey?: string,
): Promise<CreatedOrder> =>
  request('POST', '/api/orders', order, replacedKey ? { [ORDER_KEY_HEADER]: replacedKey } : {});

/** `GET /api/orders`: newest first. */
export const listOrders = (): Promise<OrderList> => request('GET', '/api/orders');

/**
 * `GET /api/orders/:id`: the order, its purchase read again from the gateway. The payer's
 * browser gives the order's key; the back office's session needs none. Without either, 404.
 */
export const getOrder = (id: string, key?: string | null): Promise<Order> =>
  request('GET', `/api/orders/${segment(id)}`, undefined, key ? { [ORDER_KEY_HEADER]: key } : {});

/** `POST /api/orders/:id/capture`: captures a hold, all of it or `amount` sen. */
export const captureOrder = (id: string, amount?: number): Promise<Order> =>
  request('POST', `/api/orders/${segment(id)}/capture`, amountBody(amount));

/** `POST /api/orders/:id/release`: gives a hold back to the payer. */
export const releaseOrder = (id: string): Promise<Order> =>
  request('POST', `/api/orders/${segment(id)}/release`, {});

/** `POST /api/orders/:id/refund`: refunds all that is left, or `amount` sen. */
export const refundOrder = (id: string, amount?: number): Promise<Order> =>
  request('POST', `/api/orders/${segment(id)}/refund`, amountBody(amount));

/** `POST /api/orders/:id/cancel`: cancels an order not paid yet. */
export const cancelOrder = (id: string): Promise<Order> =>
  request('POST', `/api/orders/${segment(id)}/cancel`, {});

/** `GET /api/saved-cards`. */
export const listSavedCards = (): Promise<SavedCardList> => request('GET', '/api/saved-cards');

/** `POST /api/saved-cards/:token/charge`: a new order, charged at once (402 `charge_failed`). */
export const chargeSavedCard = (token: string, charge: ChargeSavedCardRequest): Promise<Order> =>
  request('POST', `/api/saved-cards/${segment(token)}/charge`, charge);

/** `DELETE /api/saved-cards/:token`. */
export const removeSavedCard = (token: string): Promise<void> =>
  request('DELETE', `/api/saved-cards/${segment(token)}`);

function amountBody(amount: number | undefined): AmountRequest {
  return amount === undefined ? {} : { amount };
}

import { NON_FIELD_KEY, formatIssuePath } from '../rules/field-issue.js';

/*
 * Reading the gateway's error bodies (Django REST framework's shapes, and what proxies in front
 * of it answer) into a flat list of field errors: the inverse of `toGatewayErrorBody`.
 */

/** One problem the gateway reported about one field, or about the request (`path` `''`). */
export interface FlatFieldError {
  /** Where in the request body, e.g. `purchase.products[0].price`; `''` for the whole request. */
  path: string;
  code: string;
  message: string;
}

function isErrorItem(
  value: unknown,
): value is { message?: unknown; code?: unknown; detail?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('message' in value || 'code' in value || 'detail' in value)
  );
}

function toFieldError(path: (string | number)[], value: unknown): FlatFieldError {
  const field = path.length === 0 ? '' : formatIssuePath(path);
  if (typeof value === 'string') return { path: field, code: 'invalid', message: value };
  const item = value as { message?: unknown; code?: unknown; detail?: unknown };
  const message =
    typeof item.message === 'string'
      ? item.message
      : typeof item.detail === 'string'
        ? item.detail
        : '';
  return {
    path: field,
    code: typeof item.code === 'string' ? item.code : 'invalid',
    message: message || 'invalid',
  };
}

/** The most errors read from one error body, and the deepest nesting followed. */
export const MAX_FIELD_ERRORS = 100;
export const MAX_ERROR_BODY_DEPTH = 32;

/**
 * Every error in a gateway error body, depth first, with the path of its field. `__all__` (and
 * DRF's `non_field_errors`) belong to the object they sit in; list indexes come as numbers or as
 * numeric keys.
 *
 * The walk is iterative and bounded, so that a body of any size or depth (a broken or hostile
 * proxy's) gives an error, never a stack overflow: at most {@link MAX_FIELD_ERRORS} errors, and
 * nothing nested deeper than {@link MAX_ERROR_BODY_DEPTH} levels.
 */
export function flattenErrorBody(body: unknown, path: (string | number)[] = []): FlatFieldError[] {
  const found: FlatFieldError[] = [];
  // Last in, first out: children are pushed in reverse so that they are read in order.
  const pending: { value: unknown; path: (string | number)[]; depth: number }[] = [
    { value: body, path, depth: 0 },
  ];
  for (let next = pending.pop(); next && found.length < MAX_FIELD_ERRORS; next = pending.pop()) {
    const children = errorsOrChildren(next.value, next.path, found);
    if (next.depth >= MAX_ERROR_BODY_DEPTH) continue;
    for (const child of children.reverse()) pending.push({ ...child, depth: next.depth + 1 });
  }
  return found.slice(0, MAX_FIELD_ERRORS);
}

/**
 * Adds the errors `value` itself holds to `found`, and returns what must be read inside it.
 * One level of {@link flattenErrorBody}.
 */
function errorsOrChildren(
  value: unknown,
  path: (string | number)[],
  found: FlatFieldError[],
): { value: unknown; path: (string | number)[] }[] {
  if (typeof value === 'string') {
    if (value.trim()) found.push(toFieldError(path, value));
    return [];
  }
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string' || isErrorItem(item))) {
      for (const item of value.slice(0, MAX_FIELD_ERRORS)) found.push(toFieldError(path, item));
      return [];
    }
    return value
      .slice(0, MAX_FIELD_ERRORS)
      .map((item, index) => ({ value: item, path: [...path, index] }));
  }
  if (typeof value !== 'object' || value === null) return [];
  if (isErrorItem(value) && path.length === 0 && 'detail' in value) {
    found.push(toFieldError(path, value));
    return [];
  }
  if (
    isErrorItem(value) &&
    !Object.values(value).some((v) => typeof v === 'object' && v !== null)
  ) {
    found.push(toFieldError(path, value));
    return [];
  }
  return Object.entries(value)
    .slice(0, MAX_FIELD_ERRORS)
    .map(([key, item]) => {
      const nonField = key === NON_FIELD_KEY || key === 'non_field_errors';
      return {
        value: item,
        path: nonField ? path : [...path, /^\d+$/.test(key) ? Number(key) : key],
      };
    });
}

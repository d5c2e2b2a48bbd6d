import { type GatewayErrorBody, type GatewayErrorItem, GatewayHttpError } from '../errors.js';

/** Where a field sits in a body: keys, and list indexes as numbers (`['cc', 1]`). */
export type FieldPath = readonly (string | number)[];

/**
 * Collects every broken rule of a request before answering, so one 400 names them all, in the
 * gateway's shape: per field a list of `{ message, code }`, nested like the body, list items
 * under their index (`{ "cc": { "1": [...] } }`), rules across fields under `__all__`.
 *
 * @example
 * const errors = new FieldErrors();
 * if (typeof body.title !== 'string') errors.add(['title'], 'required', 'title is required.');
 * errors.throwIfAny(); // 400 { "title": [{ "message": "title is required.", "code": "required" }] }
 */
export class FieldErrors {
  private readonly body: GatewayErrorBody = {};
  private count = 0;

  /** Records one broken rule of the field at `path` (`[]` for the request as a whole). */
  add(path: FieldPath, code: string, message: string): void {
    const keys = path.length === 0 ? ['__all__'] : path.map(String);
    const error: GatewayErrorItem = { message, code };
    let node = this.body;
    keys.forEach((key, index) => {
      const existing = node[key];
      if (index === keys.length - 1) {
        if (existing === undefined) node[key] = [error];
        else if (Array.isArray(existing)) existing.push(error);
        else ownErrors(existing).push(error);
        return;
      }
      if (existing === undefined || Array.isArray(existing)) {
        const child: GatewayErrorBody = {};
        if (existing) child.__all__ = existing;
        node[key] = child;
        node = child;
      } else {
        node = existing;
      }
    });
    this.count += 1;
  }

  /** Whether nothing was recorded. */
  get isEmpty(): boolean {
    return this.count === 0;
  }

  /** Answers 400 with everything recorded, if anything was. */
  throwIfAny(): void {
    if (this.count > 0) throw new GatewayHttpError(400, this.body);
  }
}

function ownErrors(node: GatewayErrorBody): GatewayErrorItem[] {
  const existing = node.__all__;
  if (Array.isArray(existing)) return existing;
  const list: GatewayErrorItem[] = [];
  node.__all__ = list;
  return list;
}

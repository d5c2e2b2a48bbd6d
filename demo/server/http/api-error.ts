import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '../../shared/api.js';

/** A field issue of a refused request, as {@link ApiError} lists it. */
export type FieldIssue = NonNullable<ApiError['error']['fields']>[number];

/** What an {@link ApiHttpError} carries beside its status, code and message. */
export interface ApiHttpErrorDetails {
  /** The fields at fault and the rule each breaks. */
  fields?: readonly FieldIssue[];
  /** Headers of the answer, such as `Allow`. */
  headers?: Record<string, string>;
}

/**
 * An answer other than success, as the site reads it: a status and an {@link ApiError} body.
 * Thrown anywhere below a route; the app's error handler answers it.
 */
export class ApiHttpError extends Error {
  readonly fields: readonly FieldIssue[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    details: ApiHttpErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiHttpError';
    this.fields = details.fields;
    this.headers = details.headers ?? {};
  }

  /** The JSON body of the answer. */
  body(): ApiError {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: [...this.fields] } : {}),
      },
    };
  }

  /** `404 not_found`: nothing of that kind with that id. */
  static notFound(message: string): ApiHttpError {
    return new ApiHttpError(404, 'not_found', message);
  }
}

/**
 * Where the merchant server reports what happens to it: deliveries it could not place, reads
 * of the gateway that failed, errors. Never card data (the server never sees any), and never
 * the API key: {@link redactingLogger} takes it out of every line, should an error carry it.
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/** A logger that drops everything, for quiet runs and tests. */
export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * A logger writing one line per entry to a stream (the demo command's standard error), each
 * prefixed with `prefix`; errors bring their stack.
 *
 * @example
 * const logger = streamLogger(process.stderr, 'merchant');
 * logger.warn('No order for purchase 1f0…'); // "merchant: No order for purchase 1f0…"
 */
export function streamLogger(stream: NodeJS.WritableStream, prefix: string): Logger {
  const write = (text: string) => void stream.write(`${prefix}: ${text}\n`);
  return {
    info: write,
    warn: write,
    error: (message, error) =>
      write(error === undefined ? message : `${message}\n${describe(error)}`),
  };
}

/**
 * A function replacing every occurrence of the secrets in a text with `[redacted]`.
 *
 * @example
 * redactor([apiKey])(`Bearer ${apiKey}`) // 'Bearer [redacted]'
 */
export function redactor(secrets: readonly string[]): (text: string) => string {
  const hidden = secrets.filter((secret) => secret.length > 0);
  return (text) => hidden.reduce((result, secret) => result.replaceAll(secret, '[redacted]'), text);
}

/** A logger that replaces every occurrence of the secrets with `[redacted]` before writing. */
export function redactingLogger(logger: Logger, secrets: readonly string[]): Logger {
  const redact = redactor(secrets);
  return {
    info: (message) => logger.info(redact(message)),
    warn: (message) => logger.warn(redact(message)),
    error: (message, error) =>
      logger.error(redact(message), error === undefined ? undefined : redact(describe(error))),
  };
}

/** An error's stack (or message), or the value as text. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

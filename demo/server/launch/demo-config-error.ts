/** The demo's settings (flags, environment) are wrong: the message says which and how. */
export class DemoConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoConfigError';
  }
}

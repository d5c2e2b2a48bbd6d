/** The three servers of the demo. */
export type DemoService = 'sandbox' | 'merchant server' | 'site';

/** How the demo command chooses each server's port. */
const PORT_SETTING: Record<DemoService, string> = {
  sandbox: '--sandbox-port or DEMO_SANDBOX_PORT',
  'merchant server': '--merchant-port or DEMO_MERCHANT_PORT',
  site: '--port or DEMO_PORT',
};

/** A port of the demo is taken by another program. */
export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly service: DemoService,
  ) {
    super(
      `Port ${port} (${service}) is already in use: choose another with ${PORT_SETTING[service]}.`,
    );
    this.name = 'PortInUseError';
  }
}

/** Whether an error says that an address is in use (Node's `EADDRINUSE`). */
export function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';
}

import type { NextConfig } from 'next';

const config: NextConfig = {
  // The example's server code talks to the gateway at request time only.
  typedRoutes: false,
};

export default config;

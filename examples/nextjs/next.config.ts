import type { NextConfig } from 'next';

// create-next-app's defaults (its Tailwind rules left out): Cache Components on, so a page that
// makes a purchase per visit must say it waits for a request (see app/checkout/page.tsx).
const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
};

export default nextConfig;

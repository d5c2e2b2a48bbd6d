/**
 * @checkout-kit/server/redis: what the merchant's app instances share through Redis when they
 * run behind a load balancer. Bring your own connected client (`createClient()` of the `redis`
 * package); nothing here imports it.
 * @packageDocumentation
 */
export {
  type RedisCommandClient,
  RedisDeliveryStore,
  type RedisDeliveryStoreOptions,
} from './redis-delivery-store.js';
export { RedisLookupCache, type RedisLookupCacheOptions } from './redis-lookup-cache.js';

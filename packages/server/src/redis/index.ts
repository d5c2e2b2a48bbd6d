/**
 * @checkout-kit/server/redis: what the merchant's app instances share through Redis when they
 * run behind a load balancer. Bring your own connected client (`createClient()` of the `redis`
 * package); nothing here imports it.
 * @packageDocumentation
 */
export {
  DEFAULT_COMMAND_TIMEOUT_MS,
  type RedisCommandClient,
  RedisTimeoutError,
} from './command.js';
export { RedisDeliveryStore, type RedisDeliveryStoreOptions } from './redis-delivery-store.js';
export { RedisLookupCache, type RedisLookupCacheOptions } from './redis-lookup-cache.js';

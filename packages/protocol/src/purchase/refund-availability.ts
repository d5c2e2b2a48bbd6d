/** The description's `refund_availability` values, or a newer one. */
export type RefundAvailability =
  'all' | 'full_only' | 'partial_only' | 'pis_all' | 'pis_partial' | 'none' | (string & {});

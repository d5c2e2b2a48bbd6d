/** Payer details of a Purchase (`client`). */
export interface ClientDetails {
  email: string;
  phone?: string;
  full_name?: string;
  personal_code?: string;
  street_address?: string;
  country?: string;
  city?: string;
  zip_code?: string;
  state?: string;
  shipping_street_address?: string;
  shipping_country?: string;
  shipping_city?: string;
  shipping_zip_code?: string;
  shipping_state?: string;
  cc?: string[];
  bcc?: string[];
  legal_name?: string;
  brand_name?: string;
  registration_number?: string;
  tax_number?: string;
  bank_account?: string;
  bank_code?: string;
  /** In the live samples' answers, not in the description: */
  client_type?: string | null;
  delivery_methods?: { method: string; options: Record<string, unknown> }[];
  /** Only in a Payment's copy of the client (sample 12). */
  client_id?: string | null;
  first_name?: string;
  last_name?: string;
}

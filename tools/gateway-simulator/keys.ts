/**
 * The simulator's merchant keys, shaped like the gateways' sandbox keys. The shop is given these
 * (with the simulator's addresses) when it runs against the simulator; any other key is refused,
 * as the real gateways refuse a wrong one.
 */
export const SIMULATOR_KEYS = {
  khaltiSecretKey: "live_secret_key_5f1c0d3b9a8e4c27b6e1f0a9d2c4b7e8",
  // eSewa's published test merchant: product code EPAYTEST and its test secret.
  esewaProductCode: "EPAYTEST",
  esewaSecretKey: "8gBm/:&EnhH.1/q",
} as const;

/** The shop's settings that point it at a simulator running at `url`. */
export function simulatorSettings(url: string): Record<string, string> {
  return {
    KHALTI_SECRET_KEY: SIMULATOR_KEYS.khaltiSecretKey,
    KHALTI_BASE_URL: `${url}/khalti/api/v2/`,
    ESEWA_PRODUCT_CODE: SIMULATOR_KEYS.esewaProductCode,
    ESEWA_SECRET_KEY: SIMULATOR_KEYS.esewaSecretKey,
    ESEWA_FORM_URL: `${url}/esewa/api/epay/main/v2/form`,
    ESEWA_STATUS_URL: `${url}/esewa/api/epay/transaction/status/`,
  };
}

import { apiUrl, ROUTES } from "@shop/shared/api-routes";
import type { Gateway } from "@shop/shared/payments";
import type { Config } from "../../config.ts";
import { createEsewa } from "./esewa.ts";
import type { PaymentGateway } from "./gateway.ts";
import { createKhalti } from "./khalti.ts";

/** The shop's own address joined with one of its paths ("https://shop.np" + "/api/…"). */
function at(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith("/") ? publicUrl : `${publicUrl}/`).toString();
}

/**
 * The gateways this shop takes, from its settings: Khalti with KHALTI_SECRET_KEY, eSewa with
 * ESEWA_PRODUCT_CODE and ESEWA_SECRET_KEY (config.ts refuses one without the other, and either
 * without PUBLIC_URL). Their return addresses are the shop's own routes.
 */
export function configuredGateways(config: Config): Map<Gateway, PaymentGateway> {
  const gateways = new Map<Gateway, PaymentGateway>();
  const publicUrl = config.PUBLIC_URL;
  if (!publicUrl) return gateways;
  if (config.KHALTI_SECRET_KEY) {
    gateways.set(
      "khalti",
      createKhalti({
        secretKey: config.KHALTI_SECRET_KEY,
        baseUrl: config.KHALTI_BASE_URL,
        returnUrl: at(publicUrl, apiUrl(ROUTES.paymentKhaltiReturn)),
        websiteUrl: at(publicUrl, "/"),
      }),
    );
  }
  if (config.ESEWA_PRODUCT_CODE && config.ESEWA_SECRET_KEY) {
    gateways.set(
      "esewa",
      createEsewa({
        productCode: config.ESEWA_PRODUCT_CODE,
        secretKey: config.ESEWA_SECRET_KEY,
        formUrl: config.ESEWA_FORM_URL,
        statusUrl: config.ESEWA_STATUS_URL,
        successUrl: at(publicUrl, apiUrl(ROUTES.paymentEsewaSuccess)),
        failureUrl: at(publicUrl, apiUrl(ROUTES.paymentEsewaFailure)),
      }),
    );
  }
  return gateways;
}

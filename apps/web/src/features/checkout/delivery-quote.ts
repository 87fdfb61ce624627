import { areaKey, type DeliveryArea, deliveryChargeOf } from "@shop/shared/delivery";
import { addRupees } from "@shop/shared/money";
import type { CartLine } from "../../lib/cart-store.ts";
import { cartTotal } from "../../lib/cart-total.ts";
import type { OrderFormFields } from "../../lib/order-form-store.ts";
import { useDeliveryAreas } from "./checkout-api.ts";

/** The area a typed city names (case and extra spaces ignored), as the server matches it. */
export function areaOfCity(
  areas: readonly DeliveryArea[] | undefined,
  city: string,
): DeliveryArea | undefined {
  const key = areaKey(city);
  return key ? areas?.find((a) => areaKey(a.name) === key) : undefined;
}

export interface DeliveryQuote {
  /** Whether the list of areas has arrived (without it the checkout cannot judge the city). */
  known: boolean;
  area: DeliveryArea | undefined;
  /** Goods, delivery and their sum in rupees; the server charges the same when the order is placed. */
  goods: number;
  charge: number;
  total: number;
}

/** What the checkout shows the shopper will pay: the goods, the area's delivery charge, the total. */
export function useDeliveryQuote(
  form: Pick<OrderFormFields, "deliveryType" | "city">,
  lines: CartLine[],
): DeliveryQuote {
  const areas = useDeliveryAreas();
  const goods = cartTotal(lines);
  const home = form.deliveryType === "home";
  const area = home ? areaOfCity(areas.data, form.city) : undefined;
  const charge = area ? deliveryChargeOf(area, goods) : 0;
  return { known: areas.isSuccess, area, goods, charge, total: addRupees(goods, charge) };
}

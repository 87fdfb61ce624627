import "./checkout.css";
import { type DeliveryType, TIMINGS } from "@shop/shared/constants";
import { notDeliveredMessage } from "@shop/shared/delivery";
import { MSG } from "@shop/shared/messages";
import { ORDER_NOTE_MAX, orderFormSchema } from "@shop/shared/orders";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { useNavigate } from "react-router";
import { Icon } from "../../layouts/shell-icons.tsx";
import { useCart } from "../../lib/cart-store.ts";
import { useCompanyContact } from "../../lib/contact-record.ts";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { OfflineNotice } from "../../lib/offline-notice.tsx";
import { type OrderFormFields, useOrderForm } from "../../lib/order-form-store.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { PhoneField } from "../../lib/phone-field.tsx";
import { PlainTextField } from "../../lib/plain-text-field.tsx";
import { withNext } from "../../lib/return-to.ts";
import { meQuery } from "../../lib/session-api.ts";
import { useSession } from "../../lib/session-store.ts";
import { toast } from "../../lib/toast.tsx";
import { useDeliveryAreas } from "./checkout-api.ts";
import { CheckoutNotice } from "./checkout-notice.tsx";
import { CheckoutSection } from "./checkout-section.tsx";
import { ChoiceGroup } from "./choice-group.tsx";
import { CityField } from "./city-field.tsx";
import { areaOfCity, useDeliveryQuote } from "./delivery-quote.ts";
import { OrderLinesSummary } from "./order-lines-summary.tsx";
import { PaymentChoice } from "./payment-choice.tsx";

type TextFieldName = "chowkName" | "famousLandMark";

// MUI's StorefrontOutlined and LocalShippingOutlined icons.
const STOREFRONT =
  "m21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z";
const SHIPPING =
  "M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1";

/**
 * Checkout step one: delivery type and details, how to pay, and a note for the shop, checked with
 * the same schema the server uses (each wrong field marked). The phone number comes from the
 * account until the shopper changes it.
 */
export function CheckoutPage() {
  usePageTitle("Checkout");
  const lines = useCart((s) => s.lines);
  const token = useSession((s) => s.token);
  const form = useOrderForm();
  const navigate = useNavigate();
  const errors = useFieldErrors();
  const account = useQuery(meQuery(token));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const areas = useDeliveryAreas();
  const quote = useDeliveryQuote(form, lines);
  const shop = useCompanyContact();
  const deliveryName = useId();

  // The account's phone, once, into an empty phone field; a number the shopper typed is kept.
  // Once the shopper has gone into the field it is theirs: a number that arrived under their
  // cursor would take the digits they type next, and the ten-digit cap would drop those digits.
  const prefilled = useRef(false);
  const accountPhone = account.data?.phone ?? "";
  useEffect(() => {
    if (prefilled.current || !accountPhone) return;
    prefilled.current = true;
    if (!useOrderForm.getState().phoneNumber) useOrderForm.getState().patch({ phoneNumber: accountPhone });
  }, [accountPhone]);

  if (!token) {
    return (
      <CheckoutNotice severity="warning" to={withNext("/login", "/checkout")} label="Login">
        {MSG.loginFirst}
      </CheckoutNotice>
    );
  }
  if (lines.length === 0) {
    return (
      <CheckoutNotice severity="info" to="/product" label="Products">
        No Cart Added
      </CheckoutNotice>
    );
  }

  const home = form.deliveryType === "home";
  const edit = (fields: Partial<OrderFormFields>) => {
    form.patch(fields);
    for (const name of Object.keys(fields)) errors.clear(name);
  };
  const text = (name: TextFieldName) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => edit({ [name]: event.target.value }),
    ...errors.field(name),
  });

  const confirm = () => {
    // Home delivery only to a listed area (the server refuses any other; this says it first).
    if (home && quote.known && form.city.trim() && !quote.area) {
      const message = notDeliveredMessage(form.city, shop.mobiles[0] ?? "");
      errors.show({ message, fields: { city: message } });
      return;
    }
    const valid = errors.check(orderFormSchema, {
      deliveryType: form.deliveryType,
      phoneNumber: form.phoneNumber,
      city: form.city,
      chowkName: form.chowkName,
      famousLandMark: form.famousLandMark,
      paymentMethod: form.paymentMethod,
      note: form.note,
    });
    if (!valid) return;
    toast(MSG.orderValid, "success");
    timer.current = setTimeout(() => navigate("/checkout-summary"), TIMINGS.checkoutRedirectMs);
  };

  return (
    <div className="sh-container ck-page">
      <h1 className="pu-h1 ck-title">Checkout</h1>
      <OfflineNotice action="Checkout" />
      <div className="pu-grid">
        <div className="ck-grid-form">
          <div className="pu-paper ck-paper">
            <form
              className="ck-form"
              ref={errors.formRef}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                confirm();
              }}
            >
              <ChoiceGroup
                row
                labelId="delivery-type"
                label="Delivery"
                name={deliveryName}
                value={form.deliveryType}
                onChange={(deliveryType: DeliveryType) => edit({ deliveryType })}
                options={[
                  {
                    value: "store",
                    label: (
                      <span className="ck-choice-icon">
                        <Icon d={STOREFRONT} />
                        <span>Store Visit</span>
                      </span>
                    ),
                  },
                  {
                    value: "home",
                    label: (
                      <span className="ck-choice-icon">
                        <Icon d={SHIPPING} />
                        <span>Home Delivery</span>
                      </span>
                    ),
                  },
                ]}
              />
              {!home && (
                <p className="ck-body2 pu-muted">
                  Pick up your order at our shop. We call you on this number when it is ready.
                </p>
              )}
              <PhoneField
                label="Phone Number"
                value={form.phoneNumber}
                onChange={(phoneNumber) => edit({ phoneNumber })}
                error={errors.errors.phoneNumber}
                onProblem={(message) => errors.setError("phoneNumber", message)}
                onFocus={() => {
                  prefilled.current = true;
                }}
                autoComplete="tel"
                hint={
                  accountPhone && form.phoneNumber === accountPhone
                    ? "From your account. Change it if we should call another number."
                    : "Ten digits, starting 98 or 97"
                }
              />
              {home && (
                <>
                  <CityField
                    value={form.city}
                    areas={areas.data ?? []}
                    quote={quote}
                    error={errors.errors.city}
                    onChange={(city) =>
                      edit({ city, deliveryAreaId: areaOfCity(areas.data, city)?.id ?? null })
                    }
                  />
                  <PlainTextField
                    fullWidth
                    label="Chowk Name"
                    {...text("chowkName")}
                    slotProps={{ htmlInput: { maxLength: 120 } }}
                  />
                  <PlainTextField
                    fullWidth
                    label="Famous Landmark"
                    {...text("famousLandMark")}
                    helperText={errors.errors.famousLandMark ?? "A place near you that a rider can ask for"}
                    slotProps={{ htmlInput: { maxLength: 160 } }}
                  />
                </>
              )}
              <PaymentChoice
                deliveryType={form.deliveryType}
                value={form.paymentMethod}
                onChange={(paymentMethod) => edit({ paymentMethod })}
                error={errors.errors.paymentMethod}
              />
              <PlainTextField
                fullWidth
                label="Note for the shop (optional)"
                value={form.note}
                onChange={(event) => edit({ note: event.target.value })}
                multiline
                minRows={2}
                {...errors.field("note", `${form.note.length} / ${ORDER_NOTE_MAX}`)}
                slotProps={{ htmlInput: { maxLength: ORDER_NOTE_MAX } }}
              />
              <button type="submit" className="pu-button pu-button-contained pu-button-large">
                Confirm Checkout
              </button>
            </form>
          </div>
        </div>
        <div className="ck-grid-summary">
          <CheckoutSection id="checkout-order-summary" title="Order Summary">
            <OrderLinesSummary lines={lines} quote={quote} />
            <p className="ck-body2 pu-muted ck-mt-2">
              Prices and stock are checked again when you confirm the order.
            </p>
          </CheckoutSection>
        </div>
      </div>
    </div>
  );
}

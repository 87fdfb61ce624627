import { orderNumber } from "@shop/shared/order-desk";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { Spinner } from "../../layouts/page-loading.tsx";
import { failure, failureMessage } from "../../lib/api-errors.ts";
import { BillSheet } from "../../lib/bill-sheet.tsx";
import { billQuery } from "../../lib/bills-api.ts";
import { orderQuery } from "../../lib/orders-api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { LoginToSee, PlainAlert } from "../../lib/plain-ui.tsx";
import { useSession } from "../../lib/session-store.ts";
import { useShopTimeZone } from "../../lib/shop-time-api.ts";
import { OrderConfirmationSheet } from "./order-confirmation.tsx";
import { PaperPage, usePaperFormat } from "./paper-page.tsx";
import { useBillPrint } from "./use-bill-print.ts";

/**
 * A web order's printable page (/invoice/:id) for its customer and for staff: the sale's bill once
 * it has one (Completed), before that an order confirmation that says on the paper it is not a
 * bill. The server decides who may read the order: anyone else is told it does not exist.
 */
export function InvoicePage() {
  const id = Number(useParams().id);
  const format = usePaperFormat();
  const signedIn = useSession((s) => Boolean(s.token));
  const zone = useShopTimeZone();
  const order = useQuery({ ...orderQuery(id), enabled: signedIn && Number.isInteger(id) && id > 0 });
  const billId = order.data?.bill?.id;
  const bill = useQuery({ ...billQuery(billId ?? 0), enabled: signedIn && billId !== undefined });
  const { copy, print, printing } = useBillPrint(billId);
  usePageTitle(order.data?.bill ? `Bill ${order.data.bill.number}` : `Order ${orderNumber(id)}`);

  let body: React.ReactNode;
  if (!signedIn) {
    body = <LoginToSee>Please log in to see this invoice.</LoginToSee>;
  } else if ((order.isPending && order.fetchStatus !== "idle") || (billId !== undefined && bill.isPending)) {
    body = <Spinner label="Loading the invoice" />;
  } else if (!order.data) {
    body = (
      <PlainAlert severity="error">
        {!order.error || failure(order.error).status === 404
          ? `Order ${orderNumber(id)} was not found.`
          : failureMessage(order.error)}
      </PlainAlert>
    );
  } else if (bill.data) {
    body = <BillSheet bill={bill.data} format={format} copy={copy} timeZone={zone} />;
  } else {
    body = <OrderConfirmationSheet order={order.data} format={format} />;
  }

  return (
    <PaperPage
      format={format}
      // An order confirmation is not a bill: printing it is not counted.
      onPrint={() => (billId ? void print() : window.print())}
      printing={printing}
      canPrint={Boolean(order.data)}
      backTo="/profile"
    >
      {body}
    </PaperPage>
  );
}

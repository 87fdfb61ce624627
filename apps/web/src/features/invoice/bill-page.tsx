import { useQuery } from "@tanstack/react-query";
import { useParams, useSearchParams } from "react-router";
import { Spinner } from "../../layouts/page-loading.tsx";
import { failure, failureMessage } from "../../lib/api-errors.ts";
import { BillSheet } from "../../lib/bill-sheet.tsx";
import { billQuery } from "../../lib/bills-api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { LoginToSee, PlainAlert } from "../../lib/plain-ui.tsx";
import { useSession } from "../../lib/session-store.ts";
import { useShopTimeZone } from "../../lib/shop-time-api.ts";
import { PaperPage, usePaperFormat } from "./paper-page.tsx";
import { useBillPrint, usePrintOnArrival } from "./use-bill-print.ts";

/**
 * A bill or credit note on its own page (/bill/:id), for staff and for the customer of its order:
 * the counter's receipt opens here with ?format=receipt&print=1 and prints at once.
 */
export function BillPage() {
  const id = Number(useParams().id);
  const format = usePaperFormat();
  const [search] = useSearchParams();
  const signedIn = useSession((s) => Boolean(s.token));
  const bill = useQuery({ ...billQuery(id), enabled: signedIn && Number.isInteger(id) && id > 0 });
  const zone = useShopTimeZone();
  const { copy, print, printing } = useBillPrint(bill.data?.id);
  usePageTitle(bill.data ? `${bill.data.title} ${bill.data.number}` : "Bill");
  usePrintOnArrival(Boolean(bill.data), search.get("print") === "1", print);

  let body: React.ReactNode;
  if (!signedIn) body = <LoginToSee>Please log in to see this bill.</LoginToSee>;
  else if (bill.isPending) body = <Spinner label="Loading the bill" />;
  else if (!bill.data)
    body = (
      <PlainAlert severity="error">
        {!bill.error || failure(bill.error).status === 404
          ? `Bill #${id} was not found.`
          : failureMessage(bill.error)}
      </PlainAlert>
    );
  else body = <BillSheet bill={bill.data} format={format} copy={copy} timeZone={zone} />;

  return (
    <PaperPage
      format={format}
      onPrint={() => void print()}
      printing={printing}
      canPrint={Boolean(bill.data)}
      backTo="/admin"
    >
      {body}
    </PaperPage>
  );
}

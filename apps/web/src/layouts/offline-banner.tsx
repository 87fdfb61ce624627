import { formatShopDateTime } from "@shop/shared/shop-clock";
import { usePricesAsOf } from "../lib/prices-as-of.ts";
import { useOnline } from "../lib/use-online.ts";

/**
 * Over every public page while the phone has no connection: that it is offline, and how old the
 * prices shown are (when their answers were fetched, a visit ago maybe). Small and polite: the
 * pages still work from what the phone kept.
 */
export function OfflineBanner() {
  // The prices' time is read only while offline (OfflineNote): it is written while React renders
  // a page (lib/prices-as-of.ts), and a store that changes under a render it was read in makes
  // React draw the whole page again, at once, in one long task.
  return useOnline() ? null : <OfflineNote />;
}

function OfflineNote() {
  const asOf = usePricesAsOf();
  return (
    <div className="sh-offline" role="status">
      <div className="sh-container">
        {asOf === null ? "You are offline" : `You are offline: prices as of ${formatShopDateTime(asOf)}`}
      </div>
    </div>
  );
}

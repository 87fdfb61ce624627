import { formatShopDateTime } from "@shop/shared/shop-clock";
import { usePricesAsOf } from "../lib/prices-as-of.ts";
import { useOnline } from "../lib/use-online.ts";

/**
 * Over every public page while the phone has no connection: that it is offline, and how old the
 * prices shown are (when their answers were fetched, a visit ago maybe). Small and polite: the
 * pages still work from what the phone kept.
 */
export function OfflineBanner() {
  const online = useOnline();
  const asOf = usePricesAsOf();
  if (online) return null;
  return (
    <div className="sh-offline" role="status">
      <div className="sh-container">
        {asOf === null ? "You are offline" : `You are offline: prices as of ${formatShopDateTime(asOf)}`}
      </div>
    </div>
  );
}

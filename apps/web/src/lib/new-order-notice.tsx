import NotificationsActiveOutlined from "@mui/icons-material/NotificationsActiveOutlined";
import { Alert, Button, Link, Stack } from "@mui/material";
import { formatRs } from "@shop/shared/money";
import { orderNumber } from "@shop/shared/order-desk";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { type OrderNews, useOrderNews } from "./order-news-api.ts";
import { orderKeys } from "./orders-api.ts";

/** A short two-tone chime made in the browser (no sound file to download). */
function chime(): void {
  try {
    const context = new AudioContext();
    const now = context.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.25, now + i * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.18 + 0.16);
      tone.connect(gain).connect(context.destination);
      tone.start(now + i * 0.18);
      tone.stop(now + i * 0.18 + 0.17);
    });
    setTimeout(() => void context.close(), 800);
  } catch {
    // No audio (a browser that blocks it before the first click): the notice still shows.
  }
}

const ASKED = "shop.notifications-offered";

/** The browser's notification is offered once; what the owner chose is the browser's to keep. */
function canOffer(): boolean {
  return (
    typeof Notification !== "undefined" &&
    Notification.permission === "default" &&
    !localStorage.getItem(ASKED)
  );
}

/**
 * Tells the owner at once when a web order arrives, on the order desk and at the counter: a notice
 * with the order, a short chime, and (once allowed) the browser's notification. It asks the server
 * every few seconds; the first answer only sets where "new" starts.
 */
export function NewOrderNotice() {
  const [since, setSince] = useState<number | undefined>(undefined);
  const [fresh, setFresh] = useState<OrderNews["items"]>([]);
  const [offer, setOffer] = useState(canOffer);
  const news = useOrderNews(since);
  const queryClient = useQueryClient();
  const seen = useRef<number | undefined>(undefined);

  useEffect(() => {
    const data = news.data;
    if (!data) return;
    if (seen.current === undefined) {
      seen.current = data.latestId;
      setSince(data.latestId);
      return;
    }
    const arrived = data.items.filter((o) => o.id > (seen.current ?? 0));
    if (data.latestId > (seen.current ?? 0)) {
      seen.current = data.latestId;
      setSince(data.latestId);
    }
    if (arrived.length === 0) return;
    setFresh((shown) => [...arrived, ...shown].slice(0, 5));
    chime();
    void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
    if (typeof Notification !== "undefined" && Notification.permission === "granted") {
      const first = arrived[0]!;
      new Notification(`New web order ${orderNumber(first.id)}`, {
        body: `${first.fullName}: ${formatRs(first.total)}`,
        tag: `order-${first.id}`,
      });
    }
  }, [news.data, queryClient]);

  return (
    <Stack spacing={1} sx={{ mb: fresh.length > 0 || offer ? 2 : 0 }} aria-live="polite">
      {fresh.map((o) => (
        <Alert
          key={o.id}
          severity="info"
          data-testid="new-order"
          onClose={() => setFresh((shown) => shown.filter((x) => x.id !== o.id))}
        >
          New web order{" "}
          <Link component={RouterLink} to={`/admin/view-more-details/${o.id}`}>
            {orderNumber(o.id)}
          </Link>{" "}
          from {o.fullName}: {formatRs(o.total)}
        </Alert>
      ))}
      {offer && (
        <Alert
          severity="success"
          icon={<NotificationsActiveOutlined />}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                localStorage.setItem(ASKED, "1");
                setOffer(false);
                void Notification.requestPermission();
              }}
            >
              Turn on
            </Button>
          }
          onClose={() => {
            localStorage.setItem(ASKED, "1");
            setOffer(false);
          }}
        >
          Get a notification from the browser when a web order arrives?
        </Alert>
      )}
    </Stack>
  );
}

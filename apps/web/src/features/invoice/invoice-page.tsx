import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { rupeesInWords } from "@shop/shared/amount-in-words";
import { COMPANY } from "@shop/shared/constants";
import { formatBsDate, formatShopDate, formatShopTime } from "@shop/shared/dates";
import { formatRs, formatRupees, linesTotal } from "@shop/shared/money";
import { FILTER_LABELS, filterOf, orderNumber } from "@shop/shared/order-desk";
import type { Order } from "@shop/shared/orders";
import { ORDER_PAYMENT_METHOD_LABELS } from "@shop/shared/payments";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from "react-router";
import { failure, failureMessage } from "../../lib/api-errors.ts";
import { useContactRecord } from "../../lib/contact-api.ts";
import { companyContact } from "../../lib/contact-record.ts";
import { deliveryChargeLine } from "../../lib/delivery-charge.ts";
import { orderQuery } from "../../lib/orders-api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { useSession } from "../../lib/session-store.ts";
import { useShopTimeZone } from "../../lib/shop-time-api.ts";

type Format = "a4" | "receipt";

/**
 * Paper sizes: an A4 sheet, or the 80 mm roll of a receipt printer (72 mm printable). CSS has no
 * "as long as the content" page, so the roll is given the length receipt printer drivers use
 * (297 mm); they cut after the last line. Only the chosen size is given to the printer.
 */
const PAGE: Record<Format, string> = {
  a4: "@page { size: A4; margin: 14mm; }",
  receipt: "@page { size: 80mm 297mm; margin: 4mm; }",
};

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: "space-between", fontWeight: strong ? 700 : 400 }}
    >
      <span>{label}</span>
      <span style={{ textAlign: "right" }}>{value}</span>
    </Stack>
  );
}

function deliveryText(order: Order): string {
  const f = order.orderForm;
  return f.deliveryType === "home"
    ? `Home delivery: ${f.chowkName}, ${f.city} (near ${f.famousLandMark})`
    : "Store pickup";
}

/** The bill itself: what the shop states to the buyer, for warranty and accounts. */
function InvoiceSheet({ order, format }: { order: Order; format: Format }) {
  const record = useContactRecord().data;
  const shop = companyContact(record);
  const zone = useShopTimeZone();
  const receipt = format === "receipt";
  const state = filterOf(order);
  const void_ = state === "cancelled" || state === "Rejected";
  const delivery = deliveryChargeLine(order);
  return (
    <Box
      component="article"
      aria-label={`Invoice for order ${orderNumber(order.id)}`}
      sx={{
        bgcolor: "background.paper",
        color: "#111",
        mx: "auto",
        width: receipt ? "72mm" : "100%",
        maxWidth: receipt ? "72mm" : "182mm",
        p: receipt ? 1.5 : { xs: 2, sm: 5 },
        fontSize: receipt ? "11px" : "14px",
        lineHeight: 1.45,
        border: 1,
        borderColor: "divider",
        "@media print": { border: 0, p: 0, maxWidth: "none", width: "100%" },
        "& table": { width: "100%", borderCollapse: "collapse" },
        "& th, & td": { py: 0.5, px: receipt ? 0 : 0.75, verticalAlign: "top" },
        "& th": { textAlign: "left", borderBottom: "1px solid #111", fontWeight: 700 },
        "& td.num, & th.num": { textAlign: "right", whiteSpace: "nowrap" },
      }}
    >
      <Box sx={{ textAlign: receipt ? "center" : "left", mb: 2 }}>
        <Typography component="h1" sx={{ fontSize: receipt ? "15px" : "22px", fontWeight: 700 }}>
          {COMPANY.name}
        </Typography>
        <div>{shop.address}</div>
        <div>Phone: {[...shop.mobiles, shop.landline].filter(Boolean).join(", ")}</div>
        <div>{shop.email}</div>
        <div style={{ fontWeight: 700 }}>PAN/VAT No: {record?.panNumber || "not registered"}</div>
      </Box>

      <Typography
        component="h2"
        sx={{
          fontSize: receipt ? "13px" : "18px",
          fontWeight: 700,
          textAlign: "center",
          my: 1,
          letterSpacing: 1,
        }}
      >
        INVOICE
      </Typography>
      {void_ && (
        <Typography sx={{ textAlign: "center", fontWeight: 700, border: "2px solid #111", my: 1 }}>
          {FILTER_LABELS[state].toUpperCase()}: NOT A BILL OF SALE
        </Typography>
      )}

      <Stack
        direction={receipt ? "column" : "row"}
        spacing={receipt ? 0.5 : 4}
        sx={{ justifyContent: "space-between", my: 2 }}
      >
        <Box>
          <div>
            <strong>Invoice no:</strong> {orderNumber(order.id)}
          </div>
          <div>
            <strong>Date:</strong> {formatShopDate(order.createdDate, zone)},{" "}
            {formatShopTime(order.createdDate, zone)}
          </div>
          <div>
            <strong>Miti (BS):</strong> {formatBsDate(order.createdDate, zone)}
          </div>
        </Box>
        <Box sx={{ textAlign: receipt ? "left" : "right" }}>
          <div>
            <strong>Bill to:</strong> {order.users.fullName}
          </div>
          <div>Phone: {order.orderForm.phoneNumber || order.users.phone}</div>
          <div>{deliveryText(order)}</div>
          <div>Payment: {ORDER_PAYMENT_METHOD_LABELS[order.orderForm.paymentMethod]}</div>
        </Box>
      </Stack>

      <table>
        <thead>
          <tr>
            {!receipt && <th>S.N</th>}
            <th>Item</th>
            <th className="num">Qty</th>
            <th className="num">Rate</th>
            <th className="num">Amount</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((p, i) => (
            <tr key={p.id}>
              {!receipt && <td>{i + 1}</td>}
              <td>{p.name}</td>
              <td className="num">{p.orderedQuantity}</td>
              <td className="num">{formatRupees(p.price)}</td>
              <td className="num">
                {formatRupees(linesTotal([{ price: p.price, pieces: p.orderedQuantity }]))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Box
        sx={{
          borderTop: "1px solid #111",
          mt: 1,
          pt: 1,
          ml: receipt ? 0 : "auto",
          maxWidth: receipt ? "none" : 280,
        }}
      >
        {delivery && <Line label={delivery.label} value={delivery.value} />}
        <Line label="Total" value={formatRs(order.totalPrice)} strong />
      </Box>
      <Typography sx={{ mt: 1.5, fontSize: "inherit" }} data-testid="amount-in-words">
        <strong>In words:</strong> {rupeesInWords(order.totalPrice)}
      </Typography>

      <Box sx={{ mt: 3, textAlign: "center", fontSize: receipt ? "10px" : "12px" }}>
        Thank you for shopping with us. Please keep this invoice for warranty.
      </Box>
    </Box>
  );
}

/**
 * A printable invoice (/invoice/:id) for the order's customer and for staff. The server decides
 * who may read the order: anyone else is told it does not exist.
 */
export function InvoicePage() {
  const id = Number(useParams().id);
  usePageTitle(`Invoice ${orderNumber(id)}`);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const format: Format = search.get("format") === "receipt" ? "receipt" : "a4";
  const signedIn = useSession((s) => Boolean(s.token));
  const order = useQuery({ ...orderQuery(id), enabled: signedIn && Number.isInteger(id) && id > 0 });

  let body: React.ReactNode;
  if (!signedIn) {
    body = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/login">
            Login
          </Button>
        }
      >
        Please log in to see this invoice.
      </Alert>
    );
  } else if (order.isPending && order.fetchStatus !== "idle") {
    body = <CircularProgress aria-label="Loading the invoice" />;
  } else if (!order.data) {
    body = (
      <Alert severity="error">
        {!order.error || failure(order.error).status === 404
          ? `Order ${orderNumber(id)} was not found.`
          : failureMessage(order.error)}
      </Alert>
    );
  } else {
    body = <InvoiceSheet order={order.data} format={format} />;
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        bgcolor: "grey.100",
        py: { xs: 2, md: 4 },
        px: 1,
        "@media print": { bgcolor: "white", p: 0 },
      }}
    >
      {/* A plain style element: the paper size must reach the printer as an @page rule. */}
      <style>{`${PAGE[format]} @media print { body { background: white; } }`}</style>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          maxWidth: "182mm",
          mx: "auto",
          mb: 2,
          alignItems: "center",
          flexWrap: "wrap",
          rowGap: 1,
          "@media print": { display: "none" },
        }}
      >
        <Button
          startIcon={<ArrowBackIcon />}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/profile"))}
        >
          Back
        </Button>
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={format}
          onChange={(_e, value: Format | null) =>
            value && setSearch(value === "a4" ? {} : { format: value }, { replace: true })
          }
          aria-label="Paper"
          sx={{ bgcolor: "background.paper" }}
        >
          <ToggleButton value="a4">A4</ToggleButton>
          <ToggleButton value="receipt">Receipt 80 mm</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          disabled={!order.data}
        >
          Print
        </Button>
      </Stack>
      <Box sx={{ maxWidth: "182mm", mx: "auto" }}>{body}</Box>
    </Box>
  );
}

import {
  Box,
  Chip,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { BILL_PAYMENT_METHOD_LABELS, type RegisterRow, type SalesRegister } from "@shop/shared/bills";
import { formatRupees } from "@shop/shared/money";
import { Link as RouterLink } from "react-router";
import { CardList } from "../../lib/card-list.tsx";

/** The register's headings: the table's columns, and the labels of a card's amounts. */
const HEADINGS = {
  date: "Date (BS)",
  number: "Number",
  buyer: "Buyer",
  pan: "Buyer PAN",
  payment: "Payment",
  taxable: "Taxable (Rs)",
  vat: "VAT (Rs)",
  total: "Total (Rs)",
} as const;

const LABEL = "Sales register";
const EMPTY = "No bills in this period.";

/** The three amounts of a row or of the totals. */
type Amounts = Pick<RegisterRow, "taxable" | "vat" | "total">;

function BillLink({ row }: { row: RegisterRow }) {
  return (
    <Link component={RouterLink} to={`/admin/bills/${row.id}`}>
      {row.number}
    </Link>
  );
}

/** The register on a wide screen: one row per bill or credit note, and the totals row. */
export function RegisterTable({ register }: { register: SalesRegister }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={LABEL}>
        <TableHead>
          <TableRow>
            <TableCell>{HEADINGS.date}</TableCell>
            <TableCell>{HEADINGS.number}</TableCell>
            <TableCell>{HEADINGS.buyer}</TableCell>
            <TableCell>{HEADINGS.pan}</TableCell>
            <TableCell>{HEADINGS.payment}</TableCell>
            <TableCell align="right">{HEADINGS.taxable}</TableCell>
            <TableCell align="right">{HEADINGS.vat}</TableCell>
            <TableCell align="right">{HEADINGS.total}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {register.items.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{EMPTY}</TableCell>
            </TableRow>
          )}
          {register.items.map((r) => (
            <TableRow key={r.id} sx={r.kind === "credit" ? { "& td": { color: "error.main" } } : undefined}>
              <TableCell>{r.bsDate}</TableCell>
              <TableCell>
                <BillLink row={r} />
              </TableCell>
              <TableCell>{r.buyerName}</TableCell>
              <TableCell>{r.buyerPan}</TableCell>
              <TableCell>{BILL_PAYMENT_METHOD_LABELS[r.paymentMethod]}</TableCell>
              <TableCell align="right">{formatRupees(r.taxable)}</TableCell>
              <TableCell align="right">{formatRupees(r.vat)}</TableCell>
              <TableCell align="right">{formatRupees(r.total)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ "& td": { fontWeight: 700 } }} data-testid="register-totals">
            <TableCell colSpan={5}>Total</TableCell>
            <TableCell align="right">{formatRupees(register.totals.taxable)}</TableCell>
            <TableCell align="right">{formatRupees(register.totals.vat)}</TableCell>
            <TableCell align="right">{formatRupees(register.totals.total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Taxable, VAT and Total side by side, each under its heading, written as the table writes them. */
function AmountGrid({ amounts, strong = false }: { amounts: Amounts; strong?: boolean }) {
  return (
    <Box
      component="dl"
      // At the card's right, no wider than a phone's card: on a tablet the amounts stay together.
      sx={{
        display: "grid",
        gridTemplateColumns: "repeat(3, 1fr)",
        columnGap: 1,
        maxWidth: 360,
        m: 0,
        mt: 1,
        ml: "auto",
      }}
    >
      {(["taxable", "vat", "total"] as const).map((key) => (
        <Box key={key} sx={{ textAlign: "right", minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="textSecondary">
            {HEADINGS[key]}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, fontWeight: strong || key === "total" ? 700 : 400, overflowWrap: "anywhere" }}
          >
            {formatRupees(amounts[key])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The register on a phone or a tablet, where eight columns scroll sideways: a card per bill or
 * credit note with the same fields, then the totals as a last card. A credit note says so, in the
 * red the table gives it, and its amounts keep their minus sign.
 */
export function RegisterCards({ register }: { register: SalesRegister }) {
  return (
    <Stack spacing={1.5}>
      <CardList
        items={register.items}
        label={LABEL}
        empty={EMPTY}
        cardProps={(r) => ({
          "data-testid": `register-row-${r.id}`,
          sx:
            r.kind === "credit" ? { borderColor: "error.main", "& dd": { color: "error.main" } } : undefined,
        })}
      >
        {(r) => (
          <>
            <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "center" }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
                <BillLink row={r} />
              </Typography>
              {r.kind === "credit" && (
                <Chip size="small" color="error" variant="outlined" label="Credit note" />
              )}
            </Stack>
            <Typography variant="body2" color="textSecondary">
              {r.bsDate} BS · {BILL_PAYMENT_METHOD_LABELS[r.paymentMethod]}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
              {r.buyerName}
              {r.buyerPan && ` · PAN ${r.buyerPan}`}
            </Typography>
            <AmountGrid amounts={r} />
          </>
        )}
      </CardList>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="register-totals-title"
        data-testid="register-totals"
        sx={{ p: 1.5, bgcolor: "action.hover" }}
      >
        <Typography id="register-totals-title" component="h2" sx={{ fontWeight: 700 }}>
          Total
        </Typography>
        <AmountGrid amounts={register.totals} strong />
      </Paper>
    </Stack>
  );
}

import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import {
  Box,
  Button,
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
import { formatRs } from "@shop/shared/money";
import { Link as RouterLink } from "react-router";
import { CardList } from "../../lib/card-list.tsx";
import type { CartLine } from "../../lib/cart-store.ts";
import { cartTotal } from "../../lib/cart-total.ts";
import { LineProduct, QuantityStepper, RemoveLineButton } from "./cart-line-parts.tsx";

/** The empty cart: 'No Cart Added', with the way to the catalog. */
export function EmptyCart() {
  return (
    <Box sx={{ textAlign: "center", py: 6, px: 2 }}>
      <ShoppingCartOutlinedIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 600, mt: 1 }}>
        No Cart Added
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        Your cart is empty. Find something you like in our catalog.
      </Typography>
      <Button component={RouterLink} to="/product" variant="contained" size="large" sx={{ mt: 2 }}>
        Browse products
      </Button>
    </Box>
  );
}

/** The cart table, with the columns Product, Quantity, Price, Total and Action. */
export function CartTable({ lines }: { lines: CartLine[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Cart">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="center">Quantity</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell align="center">Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id} data-testid={`cart-line-${line.id}`}>
              <TableCell>
                <LineProduct line={line} />
              </TableCell>
              <TableCell align="center">
                <Box sx={{ display: "flex", justifyContent: "center" }}>
                  <QuantityStepper line={line} />
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {formatRs(line.price)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap", fontWeight: 500 }}>
                {formatRs(cartTotal([line]))}
              </TableCell>
              <TableCell align="center">
                <RemoveLineButton line={line} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The same lines as cards on a phone, where five columns do not fit. */
export function CartCards({ lines }: { lines: CartLine[] }) {
  return (
    <CardList items={lines} label="Cart" cardProps={(line) => ({ "data-testid": `cart-line-${line.id}` })}>
      {(line) => (
        <>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: "flex-start", justifyContent: "space-between" }}
          >
            <LineProduct line={line} />
            <RemoveLineButton line={line} />
          </Stack>
          <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mt: 1 }}>
            <QuantityStepper line={line} />
            <Box sx={{ textAlign: "right" }}>
              <Typography variant="body2" color="textSecondary">
                {formatRs(line.price)} × {line.orderedQuantity}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{formatRs(cartTotal([line]))}</Typography>
            </Box>
          </Stack>
        </>
      )}
    </CardList>
  );
}

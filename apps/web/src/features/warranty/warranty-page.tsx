import VerifiedUserOutlined from "@mui/icons-material/VerifiedUserOutlined";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { warrantyStatus } from "@shop/shared/warranty";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { failureMessage } from "../../lib/api-errors.ts";
import { ChoiceToggle } from "../../lib/choice-toggle.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { ShopDate, ShopDay } from "../../lib/shop-date.tsx";
import { useShopToday } from "../../lib/shop-time-api.ts";
import { useWarrantyLookup, type WarrantyQuery } from "./warranty-api.ts";

type LookUpBy = "serial" | "phone";

/**
 * "I bought this SSD here eight months ago and it died: is it under warranty?" (/admin/warranty):
 * by serial number or by the buyer's phone, each piece with its sale, bill and warranty's end.
 */
export function WarrantyPage() {
  usePageTitle("Warranty");
  const today = useShopToday();
  const [by, setBy] = useState<LookUpBy>("serial");
  const [text, setText] = useState("");
  const [query, setQuery] = useState<WarrantyQuery | null>(null);
  const found = useWarrantyLookup(query);

  return (
    <Box>
      <AdminPageHeader title="Warranty" />
      <Stack
        component="form"
        direction={{ xs: "column", sm: "row" }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { sm: "center" } }}
        onSubmit={(e) => {
          e.preventDefault();
          const value = text.trim();
          if (value) setQuery(by === "serial" ? { serial: value } : { phone: value });
        }}
      >
        <ChoiceToggle<LookUpBy>
          value={by}
          onChange={setBy}
          choices={[
            ["serial", "Serial number"],
            ["phone", "Buyer's phone"],
          ]}
          label="Look up by"
        />
        <TextField
          size="small"
          autoFocus
          label={by === "serial" ? "Serial number" : "Phone"}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
          slotProps={{ htmlInput: { autoComplete: "off" } }}
        />
        <Button type="submit" variant="contained" startIcon={<VerifiedUserOutlined />}>
          Look up
        </Button>
      </Stack>

      {query === null ? null : found.isPending ? (
        <CircularProgress aria-label="Looking up" />
      ) : !found.data ? (
        <Alert severity="error">{failureMessage(found.error)}</Alert>
      ) : found.data.length === 0 ? (
        <Alert severity="info">
          No billed sale found for this {"serial" in query ? "serial number" : "phone"}.
        </Alert>
      ) : (
        <Stack spacing={1.5} component="ul" aria-label="Pieces found" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {found.data.map((item) => {
            const status = warrantyStatus(item.warrantyEnds, today);
            return (
              <Paper
                component="li"
                variant="outlined"
                key={`${item.billId}-${item.product.id}-${item.serial ?? ""}`}
                sx={{ p: 2 }}
              >
                <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                  <Typography sx={{ fontWeight: 700, flex: 1 }}>
                    {item.product.name}
                    {item.serial && ` · S/N ${item.serial}`}
                  </Typography>
                  <Chip
                    data-testid="warranty-status"
                    label={status}
                    color={item.inWarranty ? "success" : "default"}
                    variant={item.inWarranty ? "filled" : "outlined"}
                  />
                </Stack>
                <Typography variant="body2" color="textSecondary">
                  {[item.product.brand, item.product.model].filter(Boolean).join(" ")}
                </Typography>
                <Typography sx={{ mt: 0.5 }}>
                  Sold <ShopDate iso={item.soldAt} time={false} /> to {item.buyerName}
                  {item.buyerPhone && `, ${item.buyerPhone}`} on bill{" "}
                  <Link component={RouterLink} to={`/admin/bills/${item.billId}`}>
                    {item.billNumber}
                  </Link>
                </Typography>
                <Typography>
                  {item.warrantyEnds ? (
                    <>
                      Warranty ({item.warrantyMonths} months) ends <ShopDay day={item.warrantyEnds} />
                    </>
                  ) : (
                    "Sold without warranty"
                  )}
                </Typography>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

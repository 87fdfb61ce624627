import { Button, Paper, Stack, TextField, Typography } from "@mui/material";
import type { Order } from "@shop/shared/orders";
import { useState } from "react";
import { failureMessage } from "../../lib/api-errors.ts";
import { toast } from "../../lib/toast.tsx";
import { useSaveSerials } from "./admin-orders-api.ts";

/**
 * The serial number of each piece of a web order's products that track them, typed or scanned
 * before (or when) the order is completed: Completed is refused while any is missing. Once the
 * order is billed its serials are on the bill and are shown, not edited.
 */
export function SerialEntry({ order }: { order: Order }) {
  const tracked = order.products.filter((p) => p.tracksSerials);
  const [draft, setDraft] = useState<Record<number, string[]>>(() =>
    Object.fromEntries(
      tracked.map((p) => [p.id, Array.from({ length: p.orderedQuantity }, (_, i) => p.serials[i] ?? "")]),
    ),
  );
  const save = useSaveSerials(order.id);
  if (tracked.length === 0) return null;
  const missing = tracked.reduce((n, p) => n + (p.orderedQuantity - p.serials.length), 0);

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-labelledby="serials-title"
    >
      <Typography id="serials-title" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        Serial numbers
      </Typography>
      {order.bill ? (
        tracked.map((p) => (
          <Typography key={p.id}>
            {p.name}: {p.serials.join(", ")}
          </Typography>
        ))
      ) : (
        <Stack
          component="form"
          spacing={2}
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              tracked.map((p) => ({
                productId: p.id,
                serials: (draft[p.id] ?? []).map((s) => s.trim()).filter(Boolean),
              })),
              { onError: (error) => toast(failureMessage(error), "error") },
            );
          }}
        >
          <Typography color={missing > 0 ? "warning" : "success"}>
            {missing > 0
              ? `${missing} ${missing === 1 ? "piece needs its" : "pieces need their"} serial number before the order is completed.`
              : "Every piece has its serial number."}
          </Typography>
          {tracked.map((p) => (
            <Stack key={p.id} spacing={1}>
              <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
              <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
                {(draft[p.id] ?? []).map((serial, i) => (
                  <TextField
                    // biome-ignore lint/suspicious/noArrayIndexKey: one input per piece, in piece order
                    key={i}
                    size="small"
                    label={`Serial ${i + 1} of ${p.name}`}
                    value={serial}
                    onChange={(e) =>
                      setDraft((all) => ({
                        ...all,
                        [p.id]: (all[p.id] ?? []).map((s, j) => (j === i ? e.target.value : s)),
                      }))
                    }
                    slotProps={{ htmlInput: { autoComplete: "off", maxLength: 100 } }}
                    sx={{ width: { xs: "100%", sm: 220 } }}
                  />
                ))}
              </Stack>
            </Stack>
          ))}
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            sx={{ alignSelf: "flex-start" }}
          >
            Save serial numbers
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

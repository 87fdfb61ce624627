import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from "@mui/material";
import type { Envelope } from "@shop/shared/api";
import { MSG } from "@shop/shared/messages";
import { addQuantityQuerySchema, type Product } from "@shop/shared/products";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { authApi, failureMessage } from "../../lib/api.ts";
import { checkForm } from "../../lib/check-form.ts";
import { toast } from "../../lib/toast.tsx";

interface Props {
  product: Product | null;
  onClose(): void;
}

/** The add-quantity dialog of SPEC 2.5: Quantity (min 1), Remarks, Submit. */
export function AddQuantityDialog({ product, onClose }: Props) {
  const [quantity, setQuantity] = useState("");
  const [remarks, setRemarks] = useState("");
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  const close = () => {
    setQuantity("");
    setRemarks("");
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!product) return;
    const checked = checkForm(addQuantityQuerySchema, { quantity, remarks }, MSG.insertQuantity);
    if (!checked) return;
    setBusy(true);
    try {
      await authApi.patch<Envelope<Product>>(`/products/add-quantity/${product.id}`, null, {
        params: { quantity: checked.quantity, remarks: checked.remarks },
      });
      toast(MSG.quantityIncreased, "success");
      await queryClient.invalidateQueries({ queryKey: ["products"] });
      close();
    } catch (error) {
      toast(failureMessage(error), "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={product !== null} onClose={busy ? undefined : close} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Add quantity{product ? `: ${product.name}` : ""}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Quantity"
              type="number"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              autoFocus
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: "numeric" } }}
              helperText={product ? `In stock now: ${product.quantity}` : undefined}
            />
            <TextField
              label="Remarks"
              value={remarks}
              onChange={(e) => setRemarks(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

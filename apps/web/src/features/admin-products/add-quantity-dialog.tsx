import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from "@mui/material";
import { MSG } from "@shop/shared/messages";
import { addQuantityQuerySchema, type Product } from "@shop/shared/products";
import { type FormEvent, useState } from "react";
import { failureMessage } from "../../lib/api-errors.ts";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { toast } from "../../lib/toast.tsx";
import { useAddQuantity } from "./products-api.ts";

interface Props {
  product: Product | null;
  onClose(): void;
}

/** The add-quantity dialog: Quantity (min 1), Remarks, Submit. */
export function AddQuantityDialog({ product, onClose }: Props) {
  const [quantity, setQuantity] = useState("");
  const [remarks, setRemarks] = useState("");
  const [busy, setBusy] = useState(false);
  const addQuantity = useAddQuantity(() => toast(MSG.quantityIncreased, "success"));
  const errors = useFieldErrors();

  const close = () => {
    setQuantity("");
    setRemarks("");
    errors.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!product) return;
    const checked = errors.check(addQuantityQuerySchema, { quantity, remarks });
    if (!checked) return;
    setBusy(true);
    try {
      await addQuantity.mutateAsync({ id: product.id, quantity: checked.quantity, remarks: checked.remarks });
      close();
    } catch (error) {
      errors.markFromServer(error);
      toast(failureMessage(error), "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={product !== null} onClose={busy ? undefined : close} fullWidth maxWidth="xs">
      <form ref={errors.formRef} onSubmit={submit} noValidate>
        <DialogTitle>Add quantity{product ? `: ${product.name}` : ""}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Quantity"
              type="number"
              {...errors.input(
                "quantity",
                quantity,
                setQuantity,
                product ? `In stock now: ${product.quantity}` : undefined,
              )}
              autoFocus
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: "numeric" } }}
            />
            <TextField
              label="Remarks"
              {...errors.input("remarks", remarks, setRemarks)}
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

import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { Bill } from "@shop/shared/bills";
import { useState } from "react";
import { useNavigate } from "react-router";
import { failureMessage } from "../../lib/api-errors.ts";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { toast } from "../../lib/toast.tsx";
import { useCreditNote } from "./bills-api.ts";

interface Choice {
  quantity: string;
  serials: string[];
}

/**
 * A return: the owner picks which lines come back (how many pieces, and which serials for a
 * product sold with them) and why. The server refuses more than is left to return.
 */
export function CreditNoteDialog({
  bill,
  open,
  onClose,
}: {
  bill: Bill;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const errors = useFieldErrors();
  const creditNote = useCreditNote(bill.id);
  const [reason, setReason] = useState("");
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const choice = (productId: number): Choice => choices[productId] ?? { quantity: "", serials: [] };
  const set = (productId: number, patch: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [productId]: { ...choice(productId), ...patch } }));

  const submit = async () => {
    const lines = bill.lines.flatMap((l) => {
      const c = choice(l.productId);
      const serialCount = c.serials.length;
      const quantity = l.serials.length > 0 ? serialCount : Number(c.quantity || 0);
      if (!quantity) return [];
      return [{ productId: l.productId, quantity, ...(l.serials.length > 0 ? { serials: c.serials } : {}) }];
    });
    if (lines.length === 0) return toast("Choose the pieces that come back", "warning");
    try {
      const note = await creditNote.mutateAsync({ lines, reason });
      toast(`Credit note ${note.number} issued`, "success");
      onClose();
      navigate(`/bill/${note.id}`);
    } catch (error) {
      errors.markFromServer(error);
      toast(failureMessage(error), "error");
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="credit-note-title">
      <DialogTitle id="credit-note-title">Return goods of bill {bill.number}</DialogTitle>
      <DialogContent>
        <Stack ref={errors.formRef} component="form" spacing={2} sx={{ pt: 1 }} noValidate>
          {bill.lines.map((l) => {
            const left = l.quantity - l.returned;
            const c = choice(l.productId);
            return (
              <Stack key={l.id} spacing={0.5}>
                <Typography sx={{ fontWeight: 600 }}>
                  {l.name} ({left} of {l.quantity} can come back)
                </Typography>
                {l.serials.length > 0 ? (
                  <Stack direction="row" sx={{ flexWrap: "wrap" }}>
                    {l.serials.map((serial) => (
                      <FormControlLabel
                        key={serial}
                        label={serial}
                        disabled={left === 0}
                        control={
                          <Checkbox
                            checked={c.serials.includes(serial)}
                            onChange={(e) =>
                              set(l.productId, {
                                serials: e.target.checked
                                  ? [...c.serials, serial]
                                  : c.serials.filter((s) => s !== serial),
                              })
                            }
                          />
                        }
                      />
                    ))}
                  </Stack>
                ) : (
                  <TextField
                    size="small"
                    type="number"
                    label={`Pieces of ${l.name} coming back`}
                    value={c.quantity}
                    disabled={left === 0}
                    onChange={(e) => set(l.productId, { quantity: e.target.value })}
                    slotProps={{ htmlInput: { min: 0, max: left, step: 1 } }}
                    sx={{ maxWidth: 260 }}
                  />
                )}
              </Stack>
            );
          })}
          <TextField
            label="Reason"
            name="reason"
            required
            multiline
            minRows={2}
            {...errors.input("reason", reason, setReason)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={creditNote.isPending}>
          {creditNote.isPending ? "Issuing…" : "Issue credit note"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

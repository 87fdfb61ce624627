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
import { type Bill, returnQuantitySchema } from "@shop/shared/bills";
import { checkFields } from "@shop/shared/form-errors";
import { readDecimalText } from "@shop/shared/number-text";
import { useState } from "react";
import { useNavigate } from "react-router";
import { failureMessage } from "../../lib/api-errors.ts";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { useOneAtATime } from "../../lib/one-at-a-time.ts";
import { toast } from "../../lib/toast.tsx";
import { useCreditNote } from "./bills-api.ts";

interface Choice {
  quantity: string;
  serials: string[];
}

/** The pieces field of one line of the bill, marked by itself when its text is no quantity. */
function quantityField(productId: number): string {
  return `quantity-${productId}`;
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
  const oneAtATime = useOneAtATime();
  const [reason, setReason] = useState("");
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const choice = (productId: number): Choice => choices[productId] ?? { quantity: "", serials: [] };
  const set = (productId: number, patch: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [productId]: { ...choice(productId), ...patch } }));

  const submit = () => oneAtATime(issue);

  const issue = async () => {
    const marks: Record<string, string> = {};
    const lines = bill.lines.flatMap((l) => {
      const c = choice(l.productId);
      if (l.serials.length > 0)
        return c.serials.length > 0
          ? [{ productId: l.productId, quantity: c.serials.length, serials: c.serials }]
          : [];
      // The shared reader: Number() would take "0x2" as 2 pieces and "1e1" as 10.
      const typed = readDecimalText(c.quantity);
      if (typed === undefined || typed === 0) return [];
      const checked = checkFields(returnQuantitySchema, typed);
      if (!checked.ok) {
        marks[quantityField(l.productId)] = checked.problems.message;
        return [];
      }
      return [{ productId: l.productId, quantity: checked.data }];
    });
    const marked = Object.values(marks);
    if (marked[0] !== undefined) return errors.show({ message: marked[0], fields: marks });
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
                    label={`Pieces of ${l.name} coming back`}
                    name={quantityField(l.productId)}
                    disabled={left === 0}
                    {...errors.input(quantityField(l.productId), c.quantity, (quantity) =>
                      set(l.productId, { quantity }),
                    )}
                    slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "off" } }}
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

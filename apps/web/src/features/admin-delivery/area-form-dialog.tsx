import { FormControlLabel, InputAdornment, Switch, TextField } from "@mui/material";
import { type DeliveryArea, type DeliveryAreaFields, deliveryAreaFieldsSchema } from "@shop/shared/delivery";
import { type FormEvent, useEffect, useState } from "react";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { FormDialog } from "../../lib/form-dialog.tsx";

interface Values {
  name: string;
  charge: string;
  freeFrom: string;
  active: boolean;
}

function initial(area: DeliveryArea | null): Values {
  if (!area) return { name: "", charge: "", freeFrom: "", active: true };
  return {
    name: area.name,
    charge: String(area.charge),
    freeFrom: area.freeFrom === null ? "" : String(area.freeFrom),
    active: area.active,
  };
}

/** Add or change a delivery area: its name, the charge, from how much of goods it is free, active. */
export function AreaFormDialog({
  open,
  area,
  busy,
  refused,
  onClose,
  onSave,
}: {
  open: boolean;
  /** The area being changed; null to add one. */
  area: DeliveryArea | null;
  busy: boolean;
  /** The server's refusal of the last save, whose fields are marked here. */
  refused: unknown;
  onClose(): void;
  onSave(fields: DeliveryAreaFields): void;
}) {
  const [values, setValues] = useState<Values>(() => initial(area));
  const errors = useFieldErrors();
  const { markFromServer } = errors;
  useEffect(() => {
    if (refused) markFromServer(refused);
  }, [refused, markFromServer]);

  const set = (key: "name" | "charge" | "freeFrom") => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    errors.clear(key);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = errors.check(deliveryAreaFieldsSchema, values);
    if (parsed) onSave(parsed);
  };
  const rs = { input: { startAdornment: <InputAdornment position="start">Rs</InputAdornment> } };

  return (
    <FormDialog
      open={open}
      title={area ? `Edit ${area.name}` : "Add delivery area"}
      maxWidth="xs"
      busy={busy}
      errors={errors}
      onOpen={() => {
        setValues(initial(area));
        errors.reset();
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="City or area"
        value={values.name}
        onChange={set("name")}
        {...errors.field("name", "As shoppers type it, e.g. Dharan")}
        slotProps={{ htmlInput: { maxLength: 80 } }}
        required
      />
      <TextField
        label="Delivery charge"
        value={values.charge}
        onChange={set("charge")}
        {...errors.field("charge")}
        slotProps={{ ...rs, htmlInput: { inputMode: "decimal" } }}
        required
      />
      <TextField
        label="Free from (optional)"
        value={values.freeFrom}
        onChange={set("freeFrom")}
        {...errors.field("freeFrom", "Orders with goods worth this much or more are delivered free")}
        slotProps={{ ...rs, htmlInput: { inputMode: "decimal" } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.active}
            onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))}
          />
        }
        label="Shoppers can choose it"
      />
    </FormDialog>
  );
}

import { Grid, MenuItem, Stack, TextField } from "@mui/material";
import { CATEGORIES } from "@shop/shared/constants";
import { MSG } from "@shop/shared/messages";
import { type Product, productFieldsSchema } from "@shop/shared/products";
import { type FormEvent, useState } from "react";
import { DescriptionField, NameField, PriceField, useFieldValues } from "../../lib/admin-form.tsx";
import { toFormData } from "../../lib/api.ts";
import { checkForm } from "../../lib/check-form.ts";
import { PictureInput } from "../../lib/picture-input.tsx";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { toast } from "../../lib/toast.tsx";

const TEXT_FIELDS = [
  "name",
  "price",
  "brand",
  "model",
  "youSaved",
  "quantity",
  "description",
  "category",
] as const;
type TextField_ = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField_, string>;
const FILE_FIELDS = [
  ["mainFile", "Main picture"],
  ["optionalFile1", "Optional picture 1"],
  ["optionalFile2", "Optional picture 2"],
  ["optionalFile3", "Optional picture 3"],
] as const;
type FileField = (typeof FILE_FIELDS)[number][0];

const NO_FILES: Record<FileField, File | null> = {
  mainFile: null,
  optionalFile1: null,
  optionalFile2: null,
  optionalFile3: null,
};

const EMPTY: Values = {
  name: "",
  price: "",
  brand: "",
  model: "",
  youSaved: "",
  quantity: "",
  description: "",
  category: "",
};

function valuesOf(p: Product): Values {
  return {
    name: p.name,
    price: String(p.price),
    brand: p.brand,
    model: p.model,
    youSaved: String(p.youSaved),
    quantity: String(p.quantity),
    description: p.description,
    category: p.category,
  };
}

interface Props {
  /** The product being changed; absent on the add form. */
  product?: Product;
  submitLabel: string;
  busyLabel: string;
  /** Sends the form; resolves true when saved. The add form then clears itself. */
  onSubmit(form: FormData): Promise<boolean>;
}

/** The add and update product forms of SPEC 2.5, checked with the server's own rules first. */
export function ProductForm({ product, submitLabel, busyLabel, onSubmit }: Props) {
  const { values, setValues, set } = useFieldValues<Values>(product ? valuesOf(product) : EMPTY);
  const [files, setFiles] = useState<Record<FileField, File | null>>(NO_FILES);
  /** Saved optional pictures the admin takes away (sent as removeOptionalFileN=true). */
  const [removed, setRemoved] = useState<Partial<Record<FileField, boolean>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(productFieldsSchema, values, MSG.fillAllField);
    if (!checked) return;
    if (!product && !files.mainFile) {
      toast(MSG.fillAllField, "warning");
      return;
    }
    setBusy(true);
    try {
      const removals = Object.fromEntries(
        Object.entries(removed)
          .filter(([, yes]) => yes)
          .map(([field]) => [`remove${field[0]?.toUpperCase()}${field.slice(1)}`, "true"]),
      );
      // The quantity the form was opened with lets the server keep sales made in the meantime.
      const expected = product ? { expectedQuantity: product.quantity } : {};
      const saved = await onSubmit(toFormData({ ...values, ...removals, ...files, ...expected }));
      if (saved && !product) {
        setValues(EMPTY);
        setFiles(NO_FILES);
      }
    } finally {
      setBusy(false);
    }
  };

  const money = { min: 0, step: 0.01, inputMode: "decimal" as const };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 860 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <NameField value={values.name} onChange={set("name")} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            label="Category"
            value={values.category}
            onChange={set("category")}
            required
            fullWidth
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="" disabled>
              pick a type
            </MenuItem>
            {CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, md: 6 }}>
          <TextField
            label="Brand"
            value={values.brand}
            onChange={set("brand")}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 6 }}>
          <TextField
            label="Model"
            value={values.model}
            onChange={set("model")}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <PriceField value={values.price} onChange={set("price")} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            label="You saved (Rs)"
            type="number"
            value={values.youSaved}
            onChange={set("youSaved")}
            required
            fullWidth
            slotProps={{ htmlInput: money }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <TextField
            label="Quantity"
            type="number"
            value={values.quantity}
            onChange={set("quantity")}
            required
            fullWidth
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: "numeric" } }}
          />
        </Grid>
        <Grid size={12}>
          <DescriptionField value={values.description} onChange={set("description")} />
        </Grid>
        {FILE_FIELDS.map(([field, label]) => (
          <Grid key={field} size={{ xs: 12, md: 6 }}>
            <PictureInput
              name={field}
              label={label}
              file={files[field]}
              currentUrl={product?.[`${field}Name`]}
              required={field === "mainFile" && !product}
              onChange={(file) => setFiles((f) => ({ ...f, [field]: file }))}
              removed={removed[field] ?? false}
              {...(product && field !== "mainFile"
                ? { onRemovedChange: (yes: boolean) => setRemoved((r) => ({ ...r, [field]: yes })) }
                : {})}
            />
          </Grid>
        ))}
      </Grid>
      <SubmitButton
        busy={busy}
        label={submitLabel}
        busyLabel={busyLabel}
        sx={{ alignSelf: "flex-start", minWidth: 140 }}
      />
    </Stack>
  );
}

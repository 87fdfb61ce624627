import { Checkbox, FormControlLabel, Grid, MenuItem, TextField } from "@mui/material";
import { CATEGORIES } from "@shop/shared/constants";
import { fieldLabel } from "@shop/shared/field-labels";
import { checkFields, problemsOf } from "@shop/shared/form-errors";
import { MSG } from "@shop/shared/messages";
import { type Product, productFieldsSchema } from "@shop/shared/products";
import { type FormEvent, useState } from "react";
import * as Form from "../../lib/admin-form.tsx";
import { toFormData } from "../../lib/form-data.ts";
import { PictureInput } from "../../lib/picture-input.tsx";
import { filledSpecs, type SpecRow, SpecRows, specRowsOf } from "./spec-rows.tsx";

const TEXT_FIELDS = [
  "name",
  "price",
  "brand",
  "model",
  "youSaved",
  "quantity",
  "description",
  "category",
  "hsCode",
  "warrantyMonths",
  "tracksSerials",
] as const;
type TextField_ = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField_, string>;
const FILE_FIELDS = ["mainFile", "optionalFile1", "optionalFile2", "optionalFile3"] as const;
type FileField = (typeof FILE_FIELDS)[number];

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
  hsCode: "",
  warrantyMonths: "0",
  tracksSerials: "false",
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
    hsCode: p.hsCode,
    warrantyMonths: String(p.warrantyMonths),
    tracksSerials: String(p.tracksSerials),
  };
}

interface Props extends Form.UploadFormProps {
  /** The product being changed; absent on the add form. */
  product?: Product;
}

/**
 * The add and update product forms, checked with the server's own rules first: every
 * wrong field is marked, pictures are checked for size and type when chosen, and a progress bar
 * follows the upload.
 */
export function ProductForm(props: Props) {
  const { product } = props;
  const { errors, values, setValues, frame, upload, text, picture } = Form.useUploadForm<Values>(
    props,
    product ? valuesOf(product) : EMPTY,
  );
  const [specs, setSpecs] = useState<SpecRow[]>(() => specRowsOf(product?.specs));
  const [files, setFiles] = useState<Record<FileField, File | null>>(NO_FILES);
  /** Saved optional pictures the admin takes away (sent as removeOptionalFileN=true). */
  const [removed, setRemoved] = useState<Partial<Record<FileField, boolean>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A new product needs a main picture like its text fields, with the same words, and it is
    // marked together with them.
    // The rows travel as one JSON field, as the server reads them; an update always sends them.
    const sent = { ...values, specs: JSON.stringify(filledSpecs(specs)) };
    const checked = checkFields(productFieldsSchema, sent);
    const noMainPicture = !product && !files.mainFile;
    if (!checked.ok || noMainPicture) {
      const pictureProblems = problemsOf([{ message: MSG.fillAllField, path: ["mainFile"] }]);
      const problems = checked.ok ? pictureProblems : checked.problems;
      errors.show(
        noMainPicture ? { ...problems, fields: { ...problems.fields, ...pictureProblems.fields } } : problems,
      );
      return;
    }
    const removals = Object.fromEntries(
      Object.entries(removed)
        .filter(([, yes]) => yes)
        .map(([field]) => [`remove${field[0]?.toUpperCase()}${field.slice(1)}`, "true"]),
    );
    // The quantity the form was opened with lets the server keep sales made in the meantime.
    const expected = product ? { expectedQuantity: product.quantity } : {};
    await upload(toFormData({ ...sent, ...removals, ...files, ...expected }), () => {
      errors.reset();
      if (!product) {
        setValues(EMPTY);
        setSpecs([]);
        setFiles(NO_FILES);
      }
    });
  };

  const money = { min: 0, step: 0.01, inputMode: "decimal" as const };
  return (
    <Form.UploadForm {...frame} onSubmit={submit} maxWidth={860}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Form.NameField {...text("name")} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          select
          label="Category"
          {...text("category")}
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
        <TextField label="Brand" {...text("brand")} fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
      </Grid>
      <Grid size={{ xs: 6, md: 6 }}>
        <TextField label="Model" {...text("model")} fullWidth slotProps={{ htmlInput: { maxLength: 100 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Form.PriceField {...text("price")} />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField
          label="You saved (Rs)"
          type="number"
          {...text("youSaved")}
          required
          fullWidth
          slotProps={{ htmlInput: money }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField
          label="Quantity"
          type="number"
          {...text("quantity")}
          required
          fullWidth
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: "numeric" } }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField
          label="HS code"
          name="hsCode"
          {...text("hsCode", "Optional: 4 to 8 digits, printed on a tax invoice")}
          fullWidth
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 8 } }}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <TextField
          label="Warranty (months)"
          name="warrantyMonths"
          type="number"
          {...text("warrantyMonths", "0 for none")}
          fullWidth
          slotProps={{ htmlInput: { min: 0, max: 120, step: 1, inputMode: "numeric" } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }} sx={{ display: "flex", alignItems: "center" }}>
        <FormControlLabel
          label="Each piece has a serial number"
          control={
            <Checkbox
              name="tracksSerials"
              checked={values.tracksSerials === "true"}
              onChange={(e) => {
                errors.clear("tracksSerials");
                setValues({ ...values, tracksSerials: String(e.target.checked) });
              }}
            />
          }
        />
      </Grid>
      <Grid size={12}>
        <Form.DescriptionField {...text("description")} />
      </Grid>
      <Grid size={12}>
        <SpecRows
          rows={specs}
          onChange={(rows) => {
            errors.clear("specs");
            setSpecs(rows);
          }}
          error={errors.errors.specs}
        />
      </Grid>
      {FILE_FIELDS.map((field) => (
        <Grid key={field} size={{ xs: 12, md: 6 }}>
          <PictureInput
            {...picture(field)}
            label={fieldLabel(field)}
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
    </Form.UploadForm>
  );
}

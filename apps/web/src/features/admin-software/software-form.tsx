import { Grid, Stack, TextField } from "@mui/material";
import { MSG } from "@shop/shared/messages";
import { type Software, softwareFieldsSchema } from "@shop/shared/software";
import { type FormEvent, useState } from "react";
import { DescriptionField, NameField, PriceField, useFieldValues } from "../../lib/admin-form.tsx";
import { toFormData } from "../../lib/api.ts";
import { checkForm } from "../../lib/check-form.ts";
import { PictureInput } from "../../lib/picture-input.tsx";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { toast } from "../../lib/toast.tsx";

interface Values {
  name: string;
  price: string;
  link: string;
  description: string;
}
const EMPTY: Values = { name: "", price: "", link: "", description: "" };

interface Props {
  software?: Software;
  submitLabel: string;
  busyLabel: string;
  /** Resolves true when saved; the form then clears itself (SPEC 4: after create and after update). */
  onSubmit(form: FormData): Promise<boolean>;
}

/** The add and update software forms: name, price, link, description, image (SPEC 2.5). */
export function SoftwareForm({ software, submitLabel, busyLabel, onSubmit }: Props) {
  const initial = software
    ? {
        name: software.name,
        price: String(software.price),
        link: software.link,
        description: software.description,
      }
    : EMPTY;
  const { values, setValues, set } = useFieldValues<Values>(initial);
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(softwareFieldsSchema, values, MSG.fillAll);
    if (!checked) return;
    if (!software && !image) {
      toast(MSG.fillAll, "warning");
      return;
    }
    setBusy(true);
    try {
      if (await onSubmit(toFormData({ ...values, image }))) {
        setValues(EMPTY);
        setImage(null);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 720 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <NameField value={values.name} onChange={set("name")} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <PriceField value={values.price} onChange={set("price")} />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Link"
            type="url"
            placeholder="https://"
            value={values.link}
            onChange={set("link")}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Grid>
        <Grid size={12}>
          <DescriptionField value={values.description} onChange={set("description")} />
        </Grid>
        <Grid size={12}>
          <PictureInput
            name="image"
            label="Image"
            file={image}
            currentUrl={software?.imageName}
            required={!software}
            onChange={setImage}
          />
        </Grid>
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

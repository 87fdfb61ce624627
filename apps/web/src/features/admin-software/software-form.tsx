import { Grid, Stack, TextField } from "@mui/material";
import { problemsOf } from "@shop/shared/form-errors";
import { MSG } from "@shop/shared/messages";
import { type Software, softwareFieldsSchema } from "@shop/shared/software";
import { type FormEvent, useState } from "react";
import { DescriptionField, NameField, PriceField, useFieldValues } from "../../lib/admin-form.tsx";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { toFormData } from "../../lib/form-data.ts";
import { PictureInput } from "../../lib/picture-input.tsx";
import { SubmitButton } from "../../lib/submit-button.tsx";
import { UploadProgress } from "../../lib/upload-progress.tsx";
import { toastSaveError } from "./software-api.ts";

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
  /** Sends the form (throws when refused); `onPercent` follows the upload. */
  send(form: FormData, onPercent: (percent: number) => void): Promise<unknown>;
  /** After a save; the form has cleared itself, after create and after update alike. */
  onSaved(): void;
  /** The toasts for a server fault (e.g. 'Software Update failed') and for no answer ('Server error'). */
  failedText: string;
  exceptionText: string;
}

/** The add and update software forms: name, price, link, description, image. */
export function SoftwareForm({
  software,
  submitLabel,
  busyLabel,
  send,
  onSaved,
  failedText,
  exceptionText,
}: Props) {
  const errors = useFieldErrors();
  const initial = software
    ? {
        name: software.name,
        price: String(software.price),
        link: software.link,
        description: software.description,
      }
    : EMPTY;
  const { values, setValues, set } = useFieldValues<Values>(initial, errors.clear);
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = errors.check(softwareFieldsSchema, values);
    if (!checked) return;
    if (!software && !image) {
      errors.show(problemsOf([{ message: MSG.fillAll, path: ["image"] }]));
      return;
    }
    setBusy(true);
    setPercent(0);
    try {
      await send(toFormData({ ...values, image }), setPercent);
      setValues(EMPTY);
      setImage(null);
      onSaved();
    } catch (error) {
      errors.markFromServer(error);
      toastSaveError(error, failedText, exceptionText);
    } finally {
      setBusy(false);
      setPercent(null);
    }
  };

  return (
    <Stack
      component="form"
      ref={errors.formRef}
      noValidate
      onSubmit={submit}
      spacing={2}
      sx={{ maxWidth: 720 }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <NameField value={values.name} onChange={set("name")} error={errors.errors.name} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <PriceField value={values.price} onChange={set("price")} error={errors.errors.price} />
        </Grid>
        <Grid size={12}>
          <TextField
            label="Link"
            type="url"
            placeholder="https://"
            value={values.link}
            onChange={set("link")}
            {...errors.field("link")}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Grid>
        <Grid size={12}>
          <DescriptionField
            value={values.description}
            onChange={set("description")}
            error={errors.errors.description}
          />
        </Grid>
        <Grid size={12}>
          <PictureInput
            name="image"
            label="Image"
            file={image}
            currentUrl={software?.imageName}
            required={!software}
            onChange={setImage}
            error={errors.errors.image}
            onProblem={(message) => errors.setError("image", message)}
          />
        </Grid>
      </Grid>
      <UploadProgress percent={percent} />
      <SubmitButton
        busy={busy}
        label={submitLabel}
        busyLabel={busyLabel}
        sx={{ alignSelf: "flex-start", minWidth: 140 }}
      />
    </Stack>
  );
}

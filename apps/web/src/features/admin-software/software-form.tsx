import { Grid, TextField } from "@mui/material";
import { problemsOf } from "@shop/shared/form-errors";
import { MSG } from "@shop/shared/messages";
import { type Software, softwareFieldsSchema } from "@shop/shared/software";
import { type FormEvent, useState } from "react";
import {
  DescriptionField,
  NameField,
  PriceField,
  UploadForm,
  type UploadFormProps,
  useFieldValues,
  useUploadSubmit,
} from "../../lib/admin-form.tsx";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { toFormData } from "../../lib/form-data.ts";
import { PictureInput } from "../../lib/picture-input.tsx";

interface Values {
  name: string;
  price: string;
  link: string;
  description: string;
}
const EMPTY: Values = { name: "", price: "", link: "", description: "" };

interface Props extends UploadFormProps {
  software?: Software;
}

/** The add and update software forms: name, price, link, description, image. */
export function SoftwareForm(props: Props) {
  const { software } = props;
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
  const { frame, upload } = useUploadSubmit(props, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = errors.check(softwareFieldsSchema, values);
    if (!checked) return;
    if (!software && !image) {
      errors.show(problemsOf([{ message: MSG.fillAll, path: ["image"] }]));
      return;
    }
    await upload(toFormData({ ...values, image }), () => {
      setValues(EMPTY);
      setImage(null);
    });
  };

  return (
    <UploadForm {...frame} onSubmit={submit} maxWidth={720}>
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
    </UploadForm>
  );
}

import { Grid, TextField } from "@mui/material";
import { problemsOf } from "@shop/shared/form-errors";
import { MSG } from "@shop/shared/messages";
import { type Software, softwareFieldsSchema } from "@shop/shared/software";
import { type FormEvent, useState } from "react";
import * as Form from "../../lib/admin-form.tsx";
import { toFormData } from "../../lib/form-data.ts";
import { PictureInput } from "../../lib/picture-input.tsx";

interface Values {
  name: string;
  price: string;
  link: string;
  description: string;
}
const EMPTY: Values = { name: "", price: "", link: "", description: "" };

interface Props extends Form.UploadFormProps {
  software?: Software;
}

/** The add and update software forms: name, price, link, description, image. */
export function SoftwareForm(props: Props) {
  const { software } = props;
  const initial = software
    ? {
        name: software.name,
        price: String(software.price),
        link: software.link,
        description: software.description,
      }
    : EMPTY;
  const { errors, values, setValues, frame, upload, text, picture } = Form.useUploadForm<Values>(
    props,
    initial,
  );
  const [image, setImage] = useState<File | null>(null);

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
    <Form.UploadForm {...frame} onSubmit={submit} maxWidth={720}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <Form.NameField {...text("name")} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Form.PriceField {...text("price")} />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Link"
          type="url"
          placeholder="https://"
          {...text("link")}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Grid>
      <Grid size={12}>
        <Form.DescriptionField {...text("description")} />
      </Grid>
      <Grid size={12}>
        <PictureInput
          {...picture("image")}
          label="Image"
          file={image}
          currentUrl={software?.imageName}
          required={!software}
          onChange={setImage}
        />
      </Grid>
    </Form.UploadForm>
  );
}

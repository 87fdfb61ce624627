import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from "@mui/material";
import { CONTACT_FIELDS, type Contact, type ContactFields, contactFieldsSchema } from "@shop/shared/company";
import { type FormEvent, useState } from "react";
import { checkForm } from "../../lib/check-form.ts";

const EMPTY: ContactFields = {
  aboutCompany: "",
  address: "",
  email: "",
  phoneNumber: "",
  faxNumber: "",
  openingHours: "",
  time: "",
  panNumber: "",
};

function initial(contact: Contact | null): ContactFields {
  if (!contact) return EMPTY;
  return Object.fromEntries(CONTACT_FIELDS.map(({ key }) => [key, contact[key]])) as ContactFields;
}

/** Add or edit the contact record in a modal form. */
export function ContactFormDialog({
  open,
  contact,
  busy,
  onClose,
  onSave,
}: {
  open: boolean;
  contact: Contact | null;
  busy: boolean;
  onClose: () => void;
  onSave: (fields: ContactFields) => void;
}) {
  const [fields, setFields] = useState<ContactFields>(() => initial(contact));
  const title = contact ? "Edit Contact" : "Add Contact";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkForm(contactFieldsSchema, fields, "Please check the fields");
    if (!parsed) return;
    onSave(parsed);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="contact-dialog-title"
      slotProps={{ transition: { onEnter: () => setFields(initial(contact)) } as object }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="contact-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {CONTACT_FIELDS.map(({ key, label }) => (
              <TextField
                key={key}
                id={`contact-${key}`}
                label={label}
                value={fields[key]}
                onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
                type={key === "email" ? "email" : "text"}
                multiline={key === "aboutCompany"}
                minRows={key === "aboutCompany" ? 3 : undefined}
                fullWidth
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

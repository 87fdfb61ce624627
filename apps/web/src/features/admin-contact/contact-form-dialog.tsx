import { MenuItem, TextField } from "@mui/material";
import { TAX_REGISTRATION_LABELS, TAX_REGISTRATIONS, type TaxRegistration } from "@shop/shared/bills";
import { CONTACT_FIELDS, type Contact, type ContactFields, contactFieldsSchema } from "@shop/shared/company";
import { type FormEvent, useEffect, useState } from "react";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { FormDialog } from "../../lib/form-dialog.tsx";

const EMPTY: ContactFields = {
  aboutCompany: "",
  address: "",
  email: "",
  phoneNumber: "",
  faxNumber: "",
  openingHours: "",
  time: "",
  panNumber: "",
  taxRegistration: "pan",
};

function initial(contact: Contact | null): ContactFields {
  if (!contact) return EMPTY;
  return {
    ...(Object.fromEntries(CONTACT_FIELDS.map(({ key }) => [key, contact[key]])) as ContactFields),
    taxRegistration: contact.taxRegistration,
  };
}

/** Add or edit the contact record in a modal form. */
export function ContactFormDialog({
  open,
  contact,
  busy,
  refused,
  onClose,
  onSave,
}: {
  open: boolean;
  contact: Contact | null;
  busy: boolean;
  /** The server's refusal of the last save, whose fields are marked here. */
  refused: unknown;
  onClose: () => void;
  onSave: (fields: ContactFields) => void;
}) {
  const [fields, setFields] = useState<ContactFields>(() => initial(contact));
  const errors = useFieldErrors();
  const { markFromServer } = errors;
  const title = contact ? "Edit Contact" : "Add Contact";

  useEffect(() => {
    if (refused) markFromServer(refused);
  }, [refused, markFromServer]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = errors.check(contactFieldsSchema, fields);
    if (!parsed) return;
    onSave(parsed);
  };

  return (
    <FormDialog
      open={open}
      title={title}
      maxWidth="sm"
      busy={busy}
      errors={errors}
      onOpen={() => {
        setFields(initial(contact));
        errors.reset();
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      {CONTACT_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          id={`contact-${key}`}
          label={label}
          value={fields[key]}
          onChange={(e) => {
            setFields((f) => ({ ...f, [key]: e.target.value }));
            errors.clear(key);
          }}
          {...errors.field(key)}
          type={key === "email" ? "email" : "text"}
          multiline={key === "aboutCompany"}
          minRows={key === "aboutCompany" ? 3 : undefined}
          fullWidth
        />
      ))}
      <TextField
        select
        id="contact-taxRegistration"
        label="Tax registration"
        value={fields.taxRegistration ?? "pan"}
        onChange={(e) => {
          setFields((f) => ({ ...f, taxRegistration: e.target.value as TaxRegistration }));
          errors.clear("taxRegistration");
        }}
        {...errors.field(
          "taxRegistration",
          "VAT-registered: bills are Tax Invoices with VAT 13 % shown apart. PAN only: Invoices without VAT.",
        )}
        fullWidth
      >
        {TAX_REGISTRATIONS.map((r) => (
          <MenuItem key={r} value={r}>
            {TAX_REGISTRATION_LABELS[r]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

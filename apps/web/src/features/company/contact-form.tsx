import "./company.css";
import "../../lib/plain-ui.css";
import { MESSAGE_MAX, messageCreateSchema } from "@shop/shared/company";
import { type FormEvent, useId, useState } from "react";
import { Icon } from "../../layouts/shell-icons.tsx";
import { failure } from "../../lib/api-errors.ts";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { PlainTextField } from "../../lib/plain-text-field.tsx";
import { toast } from "../../lib/toast.tsx";
import { useSendMessage } from "./company-api.ts";
import { OpeningHours } from "./opening-hours.tsx";

// MUI's Send icon, the same path.
const SEND = "M2.01 21 23 12 2.01 3 2 10l15 2-15 2z";

/**
 * The contact form of About us and Privacy policy: Contact Email and Message, Send.
 * Empty fields get 'Please fill all the fields'; the server's own message is the toast; the form
 * clears after a message is sent. Plain elements (company.css, lib/plain-ui.css and the plain text
 * field) in the look MUI's outlined Paper, Typography, Stack and Button gave it, so the page loads
 * no MUI for it.
 */
export function ContactForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const errors = useFieldErrors();

  const send = useSendMessage({
    onSuccess: (res) => {
      toast(res.message ?? "Message sent", res.severity ?? "success");
      setEmail("");
      setMessage("");
    },
    onError: (error) => {
      errors.markFromServer(error);
      const res = failure(error);
      toast(res.message ?? "Something went wrong", res.severity ?? "error");
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = errors.check(messageCreateSchema, { email, message });
    if (!parsed) return;
    send.mutate(parsed);
  };

  return (
    <section className="co-form-card" aria-labelledby={`${id}-title`}>
      <h2 className="co-h2" id={`${id}-title`}>
        Contact us
      </h2>
      <p className="co-text co-form-lead pu-muted">
        Questions about a product, a quote or a service? Write to us and we will reply by e-mail.
      </p>
      <OpeningHours className="co-hours-gap" />
      <form className="co-form" ref={errors.formRef} noValidate onSubmit={submit}>
        <PlainTextField
          id={`${id}-email`}
          label="Contact Email"
          type="email"
          autoComplete="email"
          {...errors.input("email", email, setEmail)}
          fullWidth
        />
        <PlainTextField
          id={`${id}-message`}
          label="Message"
          {...errors.input("message", message, setMessage, `${message.length} / ${MESSAGE_MAX}`)}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
        />
        <button
          type="submit"
          className="pu-button pu-button-contained pu-button-large co-send"
          disabled={send.isPending}
        >
          {send.isPending ? "Sending..." : "Send"}
          <Icon d={SEND} />
        </button>
      </form>
    </section>
  );
}

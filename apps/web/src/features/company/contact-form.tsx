import SendIcon from "@mui/icons-material/Send";
import { Button, Paper, Stack, Typography } from "@mui/material";
import { MESSAGE_MAX, messageCreateSchema } from "@shop/shared/company";
import { type FormEvent, useId, useState } from "react";
import { failure } from "../../lib/api-errors.ts";
import { useFieldErrors } from "../../lib/field-errors.ts";
import { TextField } from "../../lib/text-field.tsx";
import { toast } from "../../lib/toast.tsx";
import { useSendMessage } from "./company-api.ts";
import { OpeningHours } from "./opening-hours.tsx";

/**
 * The contact form of About us and Privacy policy: Contact Email and Message, Send.
 * Empty fields get 'Please fill all the fields'; the server's own message is the toast; the form
 * clears after a message is sent.
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
    <Paper
      component="section"
      aria-labelledby={`${id}-title`}
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 3 }}
    >
      <Typography variant="h2" id={`${id}-title`} gutterBottom>
        Contact us
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 2 }}>
        Questions about a product, a quote or a service? Write to us and we will reply by e-mail.
      </Typography>
      <OpeningHours className="co-hours-gap" />
      <Stack component="form" ref={errors.formRef} noValidate onSubmit={submit} spacing={2.5}>
        <TextField
          id={`${id}-email`}
          label="Contact Email"
          type="email"
          autoComplete="email"
          {...errors.input("email", email, setEmail)}
          fullWidth
        />
        <TextField
          id={`${id}-message`}
          label="Message"
          {...errors.input("message", message, setMessage, `${message.length} / ${MESSAGE_MAX}`)}
          multiline
          minRows={4}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<SendIcon />}
          disabled={send.isPending}
          sx={{ alignSelf: "flex-start", px: 4 }}
        >
          {send.isPending ? "Sending..." : "Send"}
        </Button>
      </Stack>
    </Paper>
  );
}

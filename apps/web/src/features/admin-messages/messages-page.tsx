import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import { Alert, Box, Card, CardContent, Link, Stack, Typography } from "@mui/material";
import type { CustomerMessage } from "@shop/shared/company";
import { useQuery } from "@tanstack/react-query";
import { PageLoading } from "../../layouts/page-loading.tsx";
import { authApi, failureMessage } from "../../lib/api.ts";
import { usePageTitle } from "../../lib/page-title.ts";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Customer messages (SPEC 2.5): one card per message, sender e-mail and text, newest first. */
export function MessagesPage() {
  usePageTitle("Customer messages");
  const messages = useQuery({
    queryKey: ["admin", "messages"],
    queryFn: async () => (await authApi.get<{ data: CustomerMessage[] }>("/message/get-all")).data.data,
  });

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Customer messages
      </Typography>
      {messages.isPending ? (
        <PageLoading />
      ) : messages.isError ? (
        <Alert severity="error">{failureMessage(messages.error)}</Alert>
      ) : messages.data.length === 0 ? (
        <Typography color="text.secondary">No messages yet.</Typography>
      ) : (
        <Stack spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: "none", maxWidth: 900 }}>
          {messages.data.map((m) => (
            <Card key={m.id} component="li" variant="outlined">
              <CardContent>
                <Stack
                  direction={{ xs: "column", sm: "row" }}
                  sx={{ justifyContent: "space-between", gap: 0.5, mb: 1 }}
                >
                  <Link
                    href={`mailto:${m.email}`}
                    sx={{ display: "inline-flex", alignItems: "center", gap: 0.75, fontWeight: 600 }}
                  >
                    <MailOutlinedIcon fontSize="small" aria-hidden />
                    {m.email}
                  </Link>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="time"
                    dateTime={m.createdDate}
                  >
                    {dateFormat.format(new Date(m.createdDate))}
                  </Typography>
                </Stack>
                <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{m.message}</Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}

import DraftsOutlined from "@mui/icons-material/DraftsOutlined";
import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import MarkEmailUnreadOutlined from "@mui/icons-material/MarkEmailUnreadOutlined";
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  Pagination,
  Stack,
  Tab,
  Tabs,
  Typography,
} from "@mui/material";
import { ADMIN_PAGE_SIZE } from "@shop/shared/paging";
import { useState } from "react";
import { PageLoading } from "../../layouts/page-loading.tsx";
import { failureMessage } from "../../lib/api-errors.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { ShopDate } from "../../lib/shop-date.tsx";
import { useMarkRead, useMessages } from "./messages-api.ts";

/**
 * Customer messages: one card per message, sender e-mail and text, newest first,
 * 25 a page. A new message stands out until the owner marks it read; the sidebar counts them.
 */
export function MessagesPage() {
  usePageTitle("Customer messages");
  const [query, setQuery] = useState({ page: 1, unread: false });
  const messages = useMessages(query);
  const markRead = useMarkRead();
  const pages = messages.data ? Math.ceil(messages.data.total / ADMIN_PAGE_SIZE) : 0;

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Customer messages
      </Typography>
      <Tabs
        value={query.unread ? "unread" : "all"}
        onChange={(_e, value) => setQuery({ page: 1, unread: value === "unread" })}
        aria-label="Which messages"
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="all" label="All" />
        <Tab value="unread" label="Unread" />
      </Tabs>
      {messages.isPending ? (
        <PageLoading />
      ) : messages.isError ? (
        <Alert severity="error">{failureMessage(messages.error)}</Alert>
      ) : messages.data.items.length === 0 ? (
        <Typography color="textSecondary">
          {query.unread ? "No unread messages." : "No messages yet."}
        </Typography>
      ) : (
        <Stack spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: "none", maxWidth: 900 }}>
          {messages.data.items.map((m) => (
            <Card
              key={m.id}
              component="li"
              variant="outlined"
              data-testid={`message-${m.id}`}
              sx={m.read ? undefined : { borderLeft: 4, borderLeftColor: "secondary.main" }}
            >
              <CardContent>
                <Stack
                  direction={{ xs: "column", sm: "row" }}
                  sx={{ justifyContent: "space-between", gap: 0.5, mb: 1 }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 0 }}>
                    {!m.read && <Chip size="small" color="warning" label="New" />}
                    <Link
                      href={`mailto:${m.email}`}
                      sx={{
                        display: "inline-flex",
                        alignItems: "center",
                        gap: 0.75,
                        fontWeight: 600,
                        overflowWrap: "anywhere",
                      }}
                    >
                      <MailOutlinedIcon fontSize="small" aria-hidden />
                      {m.email}
                    </Link>
                  </Stack>
                  <Typography variant="body2" color="textSecondary" component="span">
                    <ShopDate iso={m.createdDate} />
                  </Typography>
                </Stack>
                <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{m.message}</Typography>
                <Button
                  size="small"
                  sx={{ mt: 1 }}
                  startIcon={m.read ? <MarkEmailUnreadOutlined /> : <DraftsOutlined />}
                  disabled={markRead.isPending}
                  onClick={() => markRead.mutate({ id: m.id, read: !m.read })}
                  aria-label={`${m.read ? "Mark as unread" : "Mark as read"}: message from ${m.email}`}
                >
                  {m.read ? "Mark as unread" : "Mark as read"}
                </Button>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={query.page}
          onChange={(_e, page) => setQuery((q) => ({ ...q, page }))}
          color="primary"
          aria-label="Message pages"
        />
      )}
    </Box>
  );
}

import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import RestoreFromTrashOutlined from "@mui/icons-material/RestoreFromTrashOutlined";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  InputAdornment,
  Pagination,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import type { AdminUser } from "@shop/shared/accounts";
import { ADMIN_PAGE_SIZE } from "@shop/shared/paging";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { ShopDate } from "../../lib/shop-date.tsx";
import { useSetDeleted, useToggleActive, useUsers } from "./users-api.ts";

const WIDE_ONLY = { display: { xs: "none", md: "table-cell" } } as const;

/** The admin's user list: Customers only (the server leaves Admins out). */
export function UsersPage() {
  usePageTitle("Users");
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState({ q: "", page: 1 });
  // The search goes to the server once typing pauses.
  useEffect(() => {
    const q = search.trim();
    if (q === query.q) return;
    const timer = setTimeout(() => setQuery({ q, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [search, query.q]);
  const users = useUsers(query);
  const setDeleted = useSetDeleted();
  const toggleActive = useToggleActive();
  // The user in the dialog stays set while it closes, so its text does not change mid-animation.
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const ask = (user: AdminUser) => {
    setConfirming(user);
    setDialogOpen(true);
  };
  const rows = users.data?.items ?? [];
  const pages = users.data ? Math.ceil(users.data.total / ADMIN_PAGE_SIZE) : 0;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", md: "1.8rem" } }}>
          Users
        </Typography>
        <TextField
          size="small"
          placeholder="Search name, e-mail or phone"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            htmlInput: { "aria-label": "Search users" },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: "100%", sm: 320 }, bgcolor: "background.paper" }}
        />
      </Stack>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>S.N</TableCell>
              <TableCell>Name</TableCell>
              <TableCell sx={WIDE_ONLY}>Phone</TableCell>
              <TableCell sx={WIDE_ONLY}>Email</TableCell>
              <TableCell sx={WIDE_ONLY}>Joined</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((user, index) => (
              <TableRow key={user.id} hover sx={user.deleted ? { bgcolor: "grey.100" } : undefined}>
                <TableCell>{(query.page - 1) * ADMIN_PAGE_SIZE + index + 1}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                    <span>{user.fullName}</span>
                    {user.deleted ? <Chip size="small" label="Deleted" /> : null}
                  </Stack>
                  {/* On a phone the phone and e-mail columns fold under the name. */}
                  <Box sx={{ display: { md: "none" }, color: "text.secondary", fontSize: "0.8rem", mt: 0.5 }}>
                    <div>{user.phone}</div>
                    <Box sx={{ overflowWrap: "anywhere" }}>{user.email}</Box>
                  </Box>
                </TableCell>
                <TableCell sx={{ ...WIDE_ONLY, whiteSpace: "nowrap" }}>{user.phone}</TableCell>
                <TableCell sx={{ ...WIDE_ONLY, overflowWrap: "anywhere" }}>{user.email}</TableCell>
                <TableCell sx={{ ...WIDE_ONLY, fontSize: "0.8rem", minWidth: 130 }}>
                  <ShopDate iso={user.createdDate} time={false} stacked />
                </TableCell>
                <TableCell align="right">
                  <Stack
                    direction={{ xs: "column", sm: "row" }}
                    spacing={1}
                    sx={{ justifyContent: "flex-end", alignItems: { xs: "flex-end", sm: "center" } }}
                  >
                    <Button
                      size="small"
                      variant="outlined"
                      color={user.deleted ? "primary" : "error"}
                      startIcon={user.deleted ? <RestoreFromTrashOutlined /> : <DeleteOutlined />}
                      onClick={() => ask(user)}
                      aria-label={`${user.deleted ? "Restore" : "Delete"} ${user.fullName}`}
                    >
                      {user.deleted ? "Restore" : "Delete"}
                    </Button>
                    <FormControlLabel
                      sx={{ mr: 0, minWidth: 112 }}
                      control={
                        <Switch
                          checked={user.activeStatus}
                          disabled={toggleActive.isPending}
                          onChange={() => toggleActive.mutate(user)}
                          slotProps={{ input: { "aria-label": `Active status of ${user.fullName}` } }}
                        />
                      }
                      label={user.activeStatus ? "Active" : "Deactive"}
                    />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && !users.isLoading ? (
              <TableRow>
                <TableCell colSpan={6}>
                  <Box sx={{ py: 3, textAlign: "center", color: "text.secondary" }}>
                    {search ? "No users match this search" : "No users found"}
                  </Box>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {users.data && users.data.total > 0 && (
        <Stack
          direction="row"
          sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}
        >
          <Typography variant="body2" color="textSecondary" role="status">
            {users.data.total} {users.data.total === 1 ? "customer" : "customers"}
          </Typography>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={query.page}
              onChange={(_e, page) => setQuery((q) => ({ ...q, page }))}
              color="primary"
              aria-label="User pages"
            />
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={dialogOpen}
        title={confirming?.deleted ? "Restore user" : "Delete user"}
        text={
          confirming?.deleted
            ? `You are about to restore ${confirming.fullName}. They will be able to log in again.`
            : `You are about to delete ${confirming?.fullName}. They will no longer be able to log in. Are you sure?`
        }
        confirmLabel={confirming?.deleted ? "Restore" : "Delete"}
        tone={confirming?.deleted ? "neutral" : "danger"}
        busy={setDeleted.isPending}
        onConfirm={() => {
          if (confirming) setDeleted.mutate(confirming, { onSettled: () => setDialogOpen(false) });
        }}
        onClose={() => setDialogOpen(false)}
      />
    </Stack>
  );
}

import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from "@mui/material";
import { TAX_REGISTRATION_LABELS } from "@shop/shared/bills";
import { CONTACT_DELETE_CONFIRM, CONTACT_FIELDS, NO_CONTACT } from "@shop/shared/company";
import { MSG } from "@shop/shared/messages";
import { useState } from "react";
import { PageLoading } from "../../layouts/page-loading.tsx";
import { failure, failureMessage } from "../../lib/api-errors.ts";
import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";
import { useContactRecord } from "../../lib/contact-api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { ShopDate } from "../../lib/shop-date.tsx";
import { toast } from "../../lib/toast.tsx";
import { useDeleteContact, useSaveContact } from "./contact-api.ts";
import { ContactFormDialog } from "./contact-form-dialog.tsx";

/** The shop's one contact record: a field/value table, Add when there is none, Edit and Delete. */
export function ContactPage() {
  usePageTitle("Contact");
  const record = useContactRecord();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [refused, setRefused] = useState<unknown>(null);
  const contact = record.data ?? null;

  const save = useSaveContact(contact, {
    onSuccess: () => {
      setEditing(false);
      toast(contact ? MSG.contactUpdated : MSG.contactAdded, "success");
    },
    onError: (error) => {
      const res = failure(error);
      // A validation message helps the admin fix the form (the dialog marks the field); anything
      // else gets the general 'An error occurred. Please try again.'.
      setRefused(error);
      toast(
        res.status === 400 || res.status === 409 ? (res.message ?? MSG.contactError) : MSG.contactError,
        "error",
      );
    },
  });

  const remove = useDeleteContact({
    onSuccess: (res) => {
      setConfirmDelete(false);
      toast(res.message ?? "Contact deleted", "success");
    },
    onError: () => {
      setConfirmDelete(false);
      toast(MSG.contactError, "error");
    },
  });

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 2, gap: 2 }}>
        <Typography variant="h1">Contact</Typography>
        {contact && (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirmDelete(true)}
            >
              Delete
            </Button>
          </Stack>
        )}
      </Stack>

      {record.isPending ? (
        <PageLoading />
      ) : record.isError ? (
        <Alert severity="error">{failureMessage(record.error)}</Alert>
      ) : contact ? (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Contact details">
            <TableBody>
              {CONTACT_FIELDS.map(({ key, label }) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { sm: 200 } }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {contact[key] || "N/A"}
                  </TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  Tax registration
                </TableCell>
                <TableCell data-testid="tax-registration">
                  {TAX_REGISTRATION_LABELS[contact.taxRegistration]}
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  Created
                </TableCell>
                <TableCell>
                  <ShopDate iso={contact.createdDate} timeZone={contact.localTimeZone || undefined} />
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  Last modified
                </TableCell>
                <TableCell>
                  <ShopDate iso={contact.lastModifiedDate} />
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography sx={{ mb: 2 }}>{NO_CONTACT}</Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(true)}>
            Add Contact
          </Button>
        </Paper>
      )}

      <ContactFormDialog
        open={editing}
        contact={contact}
        busy={save.isPending}
        refused={refused}
        onClose={() => setEditing(false)}
        onSave={(fields) => {
          setRefused(null);
          save.mutate(fields);
        }}
      />

      <ConfirmDialog
        open={confirmDelete}
        title="Delete contact"
        text={CONTACT_DELETE_CONFIRM}
        cancelLabel="No"
        confirmLabel="Yes"
        busy={remove.isPending}
        onConfirm={() => contact && remove.mutate(contact.id)}
        onClose={() => setConfirmDelete(false)}
      />
    </Box>
  );
}

import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import { Alert, Button, Chip, IconButton, TableCell, TableRow, Typography } from "@mui/material";
import type { DeliveryArea, DeliveryAreaFields } from "@shop/shared/delivery";
import { formatRs } from "@shop/shared/money";
import { useState } from "react";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { AdminTable } from "../../lib/admin-table.tsx";
import { failureMessage } from "../../lib/api-errors.ts";
import { ConfirmDialog, itemConfirm } from "../../lib/confirm-dialog.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { AreaFormDialog } from "./area-form-dialog.tsx";
import { useAllAreas, useDeleteArea, useSaveArea } from "./delivery-areas-api.ts";

// Four columns, so Edit and Delete are in view on a phone without sideways scrolling.
const COLUMNS = ["City or area", "Charge", "Free from", "Actions"];

/**
 * The places the shop delivers to (/admin/delivery-areas): each with its charge and the amount
 * of goods from which delivery is free. Home delivery goes only to an active area; a change of
 * charge applies to orders placed after it.
 */
export function DeliveryAreasPage() {
  usePageTitle("Delivery areas");
  const areas = useAllAreas();
  const save = useSaveArea();
  const remove = useDeleteArea();
  // undefined: the form is closed; null: adding; an area: changing it.
  const [editing, setEditing] = useState<DeliveryArea | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<DeliveryArea | null>(null);

  const onSave = (fields: DeliveryAreaFields) =>
    save.mutate(
      { id: editing?.id ?? null, fields },
      {
        onSuccess: (answer) => {
          toast(answer.message ?? "Delivery area saved", "success");
          setEditing(undefined);
        },
        onError: (error) => toast(failureMessage(error), "warning"),
      },
    );
  const onDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: (answer) => {
        toast(answer.message ?? "Delivery area removed", "success");
        setDeleting(null);
      },
      onError: (error) => toast(failureMessage(error), "error"),
    });

  return (
    <>
      <AdminPageHeader title="Delivery areas" spaceBelow={1}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => {
            save.reset();
            setEditing(null);
          }}
        >
          Add area
        </Button>
      </AdminPageHeader>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        Home delivery goes only to these places. Shoppers elsewhere are asked to call the shop. A new charge
        counts for orders placed after it.
      </Typography>
      {areas.isError ? (
        <Alert severity="error">The delivery areas could not be loaded.</Alert>
      ) : (
        <AdminTable
          label="Delivery areas"
          columns={COLUMNS}
          pending={areas.isPending}
          empty={(areas.data ?? []).length === 0}
          emptyText="No delivery areas yet: home delivery is not offered until you add one."
        >
          {(areas.data ?? []).map((area) => (
            <TableRow key={area.id} hover data-testid={`area-${area.id}`}>
              <TableCell sx={{ fontWeight: 500, minWidth: 100 }}>
                {area.name}
                {!area.active && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label="Off"
                    sx={{ ml: 1 }}
                    title="Not offered to shoppers"
                  />
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {area.charge === 0 ? "Free" : formatRs(area.charge)}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {area.freeFrom === null ? "Never" : formatRs(area.freeFrom)}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <IconButton
                  aria-label={`Edit ${area.name}`}
                  onClick={() => {
                    save.reset();
                    setEditing(area);
                  }}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  color="error"
                  aria-label={`Delete ${area.name}`}
                  onClick={() => setDeleting(area)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
      <AreaFormDialog
        open={editing !== undefined}
        area={editing ?? null}
        busy={save.isPending}
        refused={save.error}
        onClose={() => setEditing(undefined)}
        onSave={onSave}
      />
      <ConfirmDialog
        open={deleting !== null}
        {...itemConfirm(deleting?.name ?? "")}
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

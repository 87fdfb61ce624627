import AddBoxOutlinedIcon from "@mui/icons-material/AddBoxOutlined";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import { Alert, Box, IconButton, Link as MuiLink, TableCell, TableRow } from "@mui/material";
import { cut } from "@shop/shared/api";
import { MSG } from "@shop/shared/messages";
import { formatRupees } from "@shop/shared/money";
import type { Software } from "@shop/shared/software";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { AdminSearchField, AdminTable } from "../../lib/admin-table.tsx";
import { failureMessage } from "../../lib/api-errors.ts";
import { ConfirmDialog, itemConfirm } from "../../lib/confirm-dialog.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { useDeleteSoftware, useSoftwareList } from "./software-api.ts";

const COLUMNS = ["S.N.", "Name", "Price", "Link", "Description", "Image", "Edit", "Delete"];

/** software/list: searchable by name; edit and delete (with a confirmation) per row. */
export function SoftwareListPage() {
  usePageTitle("Software list");
  const { data, isPending, isError } = useSoftwareList();
  const deleteSoftware = useDeleteSoftware(() => toast(MSG.softwareDeleted, "success"));
  const [search, setSearch] = useState("");
  const [deleting, setDeleting] = useState<Software | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data ?? []).filter((s) => s.name.toLowerCase().includes(q));
  }, [data, search]);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteSoftware.mutateAsync(deleting.id);
      setDeleting(null);
    } catch (error) {
      toast(failureMessage(error, MSG.somethingWrongLower), "error");
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Software list"
        action={{ to: "/admin/ad-software", label: "Add software", icon: <AddBoxOutlinedIcon /> }}
      />
      <AdminSearchField label="Search by name" value={search} onChange={setSearch} width={320} />
      {isError ? (
        <Alert severity="error">The software list could not be loaded.</Alert>
      ) : (
        <AdminTable
          label="Software"
          columns={COLUMNS}
          pending={isPending}
          empty={rows.length === 0}
          emptyText="No softwares found"
        >
          {rows.map((s, i) => (
            <TableRow key={s.id} hover>
              <TableCell>{i + 1}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{s.name}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>Rs {formatRupees(s.price)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                <MuiLink href={s.link} target="_blank" rel="noopener noreferrer" title={s.link}>
                  {cut(s.link)}
                </MuiLink>
              </TableCell>
              <TableCell title={s.description} sx={{ whiteSpace: "nowrap" }}>
                {cut(s.description)}
              </TableCell>
              <TableCell>
                <MuiLink
                  href={s.imageName}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Open the image of ${s.name}`}
                >
                  <Box
                    component="img"
                    src={s.thumbnailName}
                    alt={s.name}
                    sx={{ width: 56, height: 42, objectFit: "cover", borderRadius: 1, display: "block" }}
                  />
                </MuiLink>
              </TableCell>
              <TableCell>
                <IconButton
                  component={Link}
                  to={`/admin/software/update/${s.id}`}
                  aria-label={`Edit ${s.name}`}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </TableCell>
              <TableCell>
                <IconButton color="error" onClick={() => setDeleting(s)} aria-label={`Delete ${s.name}`}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </AdminTable>
      )}
      <ConfirmDialog
        open={deleting !== null}
        {...itemConfirm(deleting?.name ?? "")}
        busy={busy}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

import AddBoxOutlinedIcon from "@mui/icons-material/AddBoxOutlined";
import { Alert } from "@mui/material";
import { MSG } from "@shop/shared/messages";
import type { Software } from "@shop/shared/software";
import { useMemo, useState } from "react";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { AdminSearchField } from "../../lib/admin-table.tsx";
import { failureMessage } from "../../lib/api-errors.ts";
import { useAdminCards } from "../../lib/card-list.tsx";
import { ConfirmDialog, itemConfirm } from "../../lib/confirm-dialog.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { useDeleteSoftware, useSoftwareList } from "./software-api.ts";
import { SoftwareCards, SoftwareTable } from "./software-rows.tsx";

/**
 * software/list: searchable by name; edit and delete (with a confirmation) per offering. A table
 * on a wide screen, a card each on a phone or a tablet (as the order desk), where the eight columns
 * would scroll sideways.
 */
export function SoftwareListPage() {
  usePageTitle("Software list");
  const cards = useAdminCards();
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
      ) : cards ? (
        <SoftwareCards rows={rows} pending={isPending} onDelete={setDeleting} />
      ) : (
        <SoftwareTable rows={rows} pending={isPending} onDelete={setDeleting} />
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

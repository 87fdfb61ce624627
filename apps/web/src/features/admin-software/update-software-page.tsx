import ViewListIcon from "@mui/icons-material/ViewList";
import { Alert, Skeleton } from "@mui/material";
import { MSG } from "@shop/shared/messages";
import { useNavigate, useParams } from "react-router";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { useSaveSoftware, useSoftware } from "./software-api.ts";
import { SoftwareForm } from "./software-form.tsx";

/** software/update/:id: the software's form, prefilled; the image is replaced only when chosen. */
export function UpdateSoftwarePage() {
  usePageTitle("Update software");
  const id = Number(useParams().id);
  const { data, isPending, isError } = useSoftware(id);
  const updateSoftware = useSaveSoftware(id);
  const navigate = useNavigate();
  return (
    <>
      <AdminPageHeader
        title="Update software"
        action={{ to: "/admin/software/list", label: "View all software", icon: <ViewListIcon /> }}
      />
      {isError ? (
        <Alert severity="error">This software could not be loaded. It may have been deleted.</Alert>
      ) : isPending ? (
        <Skeleton height={240} sx={{ maxWidth: 720 }} />
      ) : (
        <SoftwareForm
          key={data.id}
          software={data}
          submitLabel="Update"
          busyLabel="Updating"
          send={updateSoftware}
          onSaved={() => {
            toast(MSG.softwareUpdated, "success");
            navigate("/admin/software/list");
          }}
          failedText={MSG.softwareUpdateFailed}
          exceptionText={MSG.serverError}
        />
      )}
    </>
  );
}

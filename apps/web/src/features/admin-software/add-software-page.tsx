import ViewListIcon from "@mui/icons-material/ViewList";
import { MSG } from "@shop/shared/messages";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { useSaveSoftware } from "./software-api.ts";
import { SoftwareForm } from "./software-form.tsx";

/** ad-software: the add-software form; it clears itself after saving. */
export function AddSoftwarePage() {
  usePageTitle("Add software");
  const createSoftware = useSaveSoftware();
  return (
    <>
      <AdminPageHeader
        title="Add software"
        action={{ to: "/admin/software/list", label: "View all software", icon: <ViewListIcon /> }}
      />
      <SoftwareForm
        submitLabel="Add"
        busyLabel="Adding"
        send={createSoftware}
        onSaved={() => {
          toast(MSG.softwareCreated, "success");
        }}
        failedText={MSG.somethingWrong}
      />
    </>
  );
}

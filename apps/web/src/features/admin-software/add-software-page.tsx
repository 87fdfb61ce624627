import ViewListIcon from "@mui/icons-material/ViewList";
import { MSG } from "@shop/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { createSoftware } from "./software-api.ts";
import { SoftwareForm } from "./software-form.tsx";

/** ad-software: the add-software form; it clears itself after saving. */
export function AddSoftwarePage() {
  usePageTitle("Add software");
  const queryClient = useQueryClient();
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
          void queryClient.invalidateQueries({ queryKey: ["software"] });
        }}
        failedText={MSG.somethingWrong}
        exceptionText={MSG.somethingWrong}
      />
    </>
  );
}

import ViewListIcon from "@mui/icons-material/ViewList";
import { MSG } from "@shop/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { authApi } from "../../lib/api.ts";
import { usePageTitle } from "../../lib/page-title.ts";
import { toast } from "../../lib/toast.tsx";
import { toastSaveError } from "./software-api.ts";
import { SoftwareForm } from "./software-form.tsx";

/** ad-software: the add-software form; it clears itself after saving. */
export function AddSoftwarePage() {
  usePageTitle("Add software");
  const queryClient = useQueryClient();
  const save = async (form: FormData) => {
    try {
      await authApi.post("/software/create", form);
      toast(MSG.softwareCreated, "success");
      await queryClient.invalidateQueries({ queryKey: ["software"] });
      return true;
    } catch (error) {
      toastSaveError(error, MSG.somethingWrong, MSG.somethingWrong);
      return false;
    }
  };
  return (
    <>
      <AdminPageHeader
        title="Add software"
        action={{ to: "/admin/software/list", label: "View all software", icon: <ViewListIcon /> }}
      />
      <SoftwareForm submitLabel="Add" busyLabel="Adding" onSubmit={save} />
    </>
  );
}

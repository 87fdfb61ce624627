import { laterPart } from "./later-part.tsx";

/**
 * The logout confirmation (logout-dialog.tsx) for a page drawn without MUI (the profile): its
 * code, MUI's dialog and theme among it, is not part of the page's first download
 * (later-part.tsx).
 */
const LogoutDialog = laterPart(async () => {
  const [{ LogoutDialog: Dialog }, { MuiTheme }] = await Promise.all([
    import("./logout-dialog.tsx"),
    import("./mui-theme.tsx"),
  ]);
  return function ThemedLogoutDialog(props: { open: boolean; onClose: () => void }) {
    return (
      <MuiTheme>
        <Dialog {...props} />
      </MuiTheme>
    );
  };
});

export function LogoutDialogLater(props: { open: boolean; onClose: () => void }) {
  return <LogoutDialog needed={props.open} {...props} />;
}

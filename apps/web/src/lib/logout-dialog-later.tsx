import { lazy, Suspense, useState } from "react";

/**
 * The logout confirmation (logout-dialog.tsx) for a page drawn without MUI (the profile): its code,
 * MUI's dialog and theme among it, loads only once Log Out is pressed, and then stays, so the
 * dialog can close with its animation and open again at once.
 */
const LogoutDialog = lazy(async () => {
  const [{ LogoutDialog: Dialog }, { MuiTheme }] = await Promise.all([
    import("./logout-dialog.tsx"),
    import("./mui-theme.tsx"),
  ]);
  return {
    default: (props: { open: boolean; onClose: () => void }) => (
      <MuiTheme>
        <Dialog {...props} />
      </MuiTheme>
    ),
  };
});

export function LogoutDialogLater(props: { open: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  // Asked for once: from then on it stays mounted.
  if (props.open && !wanted) setWanted(true);
  if (!wanted && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <LogoutDialog {...props} />
    </Suspense>
  );
}

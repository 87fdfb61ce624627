import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstInteraction } from "./idle.ts";

/**
 * The logout confirmation (logout-dialog.tsx) for a page drawn without MUI (the profile): its code,
 * MUI's dialog and theme among it, is not part of the page's first download: it is fetched at the
 * shopper's first touch, click or key on the page, so Log Out rarely waits for it. Once shown it
 * stays, so the dialog can close with its animation and open again at once.
 */
const loadDialog = () => Promise.all([import("./logout-dialog.tsx"), import("./mui-theme.tsx")]);
const LogoutDialog = lazy(async () => {
  const [{ LogoutDialog: Dialog }, { MuiTheme }] = await loadDialog();
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
  useEffect(
    () => onFirstInteraction(() => void loadDialog().catch(() => undefined), { afterLink: true }),
    [],
  );
  // Asked for once: from then on it stays mounted.
  if (props.open && !wanted) setWanted(true);
  if (!wanted && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <LogoutDialog {...props} />
    </Suspense>
  );
}

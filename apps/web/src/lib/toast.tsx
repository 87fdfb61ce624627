import { Alert, Snackbar } from "@mui/material";
import type { Severity } from "@shop/shared/api";
import { TIMINGS } from "@shop/shared/constants";
import { create } from "zustand";

interface ToastState {
  open: boolean;
  message: string;
  severity: Severity;
  /** Changes with every toast so a repeated message shows again. */
  key: number;
  show(message: string, severity?: Severity): void;
  close(): void;
}

export const useToast = create<ToastState>()((set) => ({
  open: false,
  message: "",
  severity: "success",
  key: 0,
  show: (message, severity = "success") => set((s) => ({ open: true, message, severity, key: s.key + 1 })),
  close: () => set({ open: false }),
}));

/** Shows a toast from anywhere (event handlers, mutations). */
export function toast(message: string, severity: Severity = "success"): void {
  useToast.getState().show(message, severity);
}

/**
 * The one toast of the app, bottom right. A success hides after 1000 ms (SPEC 2.4); a warning or an
 * error stays 6 s, and longer while the pointer or focus is on it, so it can be read; each can be
 * closed at once with its button.
 */
export function Toaster() {
  const { open, message, severity, key, close } = useToast();
  return (
    <Snackbar
      key={key}
      open={open}
      autoHideDuration={severity === "success" ? TIMINGS.toastMs : TIMINGS.problemToastMs}
      onClose={(_event, reason) => {
        if (reason !== "clickaway") close();
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
    >
      <Alert onClose={close} severity={severity} variant="filled" sx={{ width: "100%" }}>
        {message}
      </Alert>
    </Snackbar>
  );
}

import type { Severity } from "@shop/shared/api";
import { create } from "zustand";
import { laterPart } from "./later-part.tsx";

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

const ToastView = laterPart(async () => (await import("./toast-view.tsx")).ToastView);

/**
 * The one toast of the app, bottom right (toast-view.tsx). A toast answers something the shopper
 * did, so its code is fetched at the first interaction with the page, or at the first toast,
 * whichever comes first (later-part.tsx): it is not part of any page's first download. It is
 * plain elements now (about 0.8 KB gzip and a 0.8 KB stylesheet), but stays apart: it draws with
 * PlainAlert, whose module and stylesheet (plain-ui, about 4.5 KB gzip) a static import would move
 * into every page's first download, and the early fetch has it in place before a first toast in
 * nearly every visit.
 */
export function Toaster() {
  const shown = useToast((s) => s.key > 0);
  return <ToastView needed={shown} />;
}

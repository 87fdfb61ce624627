import type { Severity } from "@shop/shared/api";
import { lazy, Suspense, useEffect } from "react";
import { create } from "zustand";
import { onFirstInteraction } from "./idle.ts";

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

const loadView = () => import("./toast-view.tsx");
const ToastView = lazy(async () => ({ default: (await loadView()).ToastView }));

/**
 * The one toast of the app, bottom right (toast-view.tsx). A toast answers something the shopper
 * did, so its code is fetched at the first interaction with the page (a moment later when that is
 * a press on a link), or at the first toast, whichever comes first: it is not part of any page's
 * first download. It is plain elements now (about 0.8 KB gzip and a 0.8 KB stylesheet), but stays
 * apart: it draws with PlainAlert, whose module and stylesheet (plain-ui, about 4.5 KB gzip) a
 * static import would move into every page's first download, and the early fetch has it in place
 * before a first toast in nearly every visit.
 */
export function Toaster() {
  const shown = useToast((s) => s.key > 0);
  useEffect(() => onFirstInteraction(() => void loadView().catch(() => undefined), { afterLink: true }), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastView />
    </Suspense>
  );
}

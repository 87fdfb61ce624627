import "./toast-view.css";
import type { Severity } from "@shop/shared/api";
import { TIMINGS } from "@shop/shared/constants";
import { useCallback, useEffect, useRef, useState } from "react";
import { PlainAlert } from "./plain-ui.tsx";
import { useToast } from "./toast.tsx";

/** How long the way out takes (toast-view.css): the toast is removed after it. */
const EXIT_MS = 195;

/**
 * The one toast of the app, bottom right. A success hides after 1000 ms (TIMINGS.toastMs); a warning or an
 * error stays longer (TIMINGS.problemToastMs), and longer still while the pointer or focus is on it,
 * so it can be read; each can be closed at once with its button or with Escape. A new toast (a new
 * key) takes the place of the one showing.
 */
export function ToastView() {
  const { open, message, severity, key, close } = useToast();
  return <Toast key={key} open={open} message={message} severity={severity} onClose={close} />;
}

/**
 * One toast, as MUI's Snackbar times it: the clock stops while the pointer or focus is on it, or
 * the window is in the background, and starts again at half the time when they leave. A click
 * elsewhere leaves it alone.
 */
function Toast({
  open,
  message,
  severity,
  onClose,
}: {
  open: boolean;
  message: string;
  severity: Severity;
  onClose: () => void;
}) {
  const [exited, setExited] = useState(!open);
  const hideMs = severity === "success" ? TIMINGS.toastMs : TIMINGS.problemToastMs;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pause = useCallback(() => clearTimeout(timer.current), []);
  const start = useCallback(
    (ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(onClose, ms);
    },
    [onClose],
  );
  const resume = useCallback(() => start(hideMs / 2), [start, hideMs]);

  useEffect(() => {
    if (!open) {
      const out = setTimeout(() => setExited(true), EXIT_MS);
      return () => clearTimeout(out);
    }
    start(hideMs);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) onClose();
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("blur", pause);
    window.addEventListener("focus", resume);
    return () => {
      pause();
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("blur", pause);
      window.removeEventListener("focus", resume);
    };
  }, [open, hideMs, start, pause, resume, onClose]);

  if (!open && exited) return null;
  return (
    // role="presentation" as MUI's Snackbar root: only the alert inside is announced.
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer and focus only pause the clock
    <div
      role="presentation"
      className={open ? "toast" : "toast toast-closing"}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <PlainAlert variant="filled" severity={severity} onClose={onClose}>
        {message}
      </PlainAlert>
    </div>
  );
}

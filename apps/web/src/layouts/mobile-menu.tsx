import "../lib/plain-ui.css";
import "./mobile-menu.css";
import { COMPANY } from "@shop/shared/constants";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { isCurrent, NAV_ITEMS } from "./nav-items.ts";
import { ICONS, Icon } from "./shell-icons.tsx";

interface Props {
  open: boolean;
  onClose(): void;
  pathname: string;
}

/** How long the slide out takes (mobile-menu.css): the dialog closes after it. */
const EXIT_MS = 195;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The narrow-screen menu: full screen, slides in, a close button; a choice navigates and closes.
 * A native modal <dialog> (showModal): the browser keeps focus inside, closes it on Escape (here
 * after its slide out) and makes the page behind inert. While it is open the page does not scroll;
 * when it closes, focus goes back to where it was (the menu button), as MUI's Dialog did.
 */
export function MobileMenu({ open, onClose, pathname }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // The close the menu itself makes after the slide out; any other (the browser's own) reports onClose.
  const closingSelf = useRef(false);
  // Gives the page its scrolling back: on close, or if the header goes while the menu is open.
  const unlock = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      unlock.current?.();
      unlock.current = null;
    },
    [],
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (open) {
      dialog.classList.remove("mm-closing");
      if (dialog.open) return undefined;
      const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      unlock.current = lockScroll();
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      // The dialog itself takes focus, as MUI's did: a reader hears "Menu, dialog"; Tab reaches the links.
      dialog.focus();
      const closed = () => {
        unlock.current?.();
        unlock.current = null;
        before?.focus();
        if (!closingSelf.current) onCloseRef.current();
        closingSelf.current = false;
      };
      dialog.addEventListener("close", closed, { once: true });
      return undefined;
    }
    if (!dialog.open) return undefined;
    const shut = () => {
      closingSelf.current = true;
      dialog.classList.remove("mm-closing");
      if (typeof dialog.close === "function") dialog.close();
      else {
        dialog.removeAttribute("open");
        dialog.dispatchEvent(new Event("close"));
      }
    };
    if (window.matchMedia?.(REDUCED_MOTION).matches) {
      shut();
      return undefined;
    }
    dialog.classList.add("mm-closing");
    const out = setTimeout(shut, EXIT_MS);
    return () => clearTimeout(out);
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="mm"
      aria-labelledby="mobile-menu-title"
      tabIndex={-1}
      onCancel={(event) => {
        // Escape: slide out first (the browser would close at once).
        event.preventDefault();
        onClose();
      }}
    >
      <div className="mm-bar">
        <h2 id="mobile-menu-title" className="mm-title">
          Menu
        </h2>
        <button type="button" className="pu-icon-button" aria-label="Close menu" onClick={onClose}>
          <Icon d={ICONS.close} />
        </button>
      </div>
      <nav aria-label="Mobile" className="mm-nav">
        {NAV_ITEMS.map((item) => {
          const current = isCurrent(pathname, item.path);
          return (
            <Link
              key={item.path}
              to={item.path}
              aria-current={current ? "page" : undefined}
              className={`pu-button pu-button-large mm-link${current ? " pu-button-contained" : ""}`}
              onClick={onClose}
            >
              {item.label}
            </Link>
          );
        })}
      </nav>
      <div className="mm-foot">
        <p>
          {COMPANY.name}, {COMPANY.town}
        </p>
      </div>
    </dialog>
  );
}

/**
 * Stops the page behind from scrolling, as MUI's Modal does: overflow hidden on the body, and the
 * scrollbar's width added to its right padding so nothing moves. Returns the undo.
 */
function lockScroll(): () => void {
  const { body, documentElement } = document;
  const { overflow, paddingRight } = body.style;
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  if (scrollbar > 0) {
    const padding = Number.parseFloat(getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + scrollbar}px`;
  }
  body.style.overflow = "hidden";
  return () => {
    body.style.overflow = overflow;
    body.style.paddingRight = paddingRight;
  };
}

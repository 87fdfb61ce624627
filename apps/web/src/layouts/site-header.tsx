import { COMPANY } from "@shop/shared/constants";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { cartPieces, useCart } from "../lib/cart-store.ts";
import { laterPart } from "../lib/later-part.tsx";
import { useSession } from "../lib/session-store.ts";
import { mediaDown } from "../lib/theme-tokens.ts";
import { isCurrent, NAV_ITEMS } from "./nav-items.ts";
import { ICONS, Icon } from "./shell-icons.tsx";

/** Where the menu button shows: below MUI's md breakpoint (900 px). */
const NARROW = mediaDown("md");
/**
 * Most visits never open the phone menu, and a wide screen never shows it (plain elements, about
 * 1.1 KB gzip and a 0.7 KB stylesheet): it is fetched at the first touch of the page on a narrow
 * screen, so it is in before the finger reaches the menu button (lib/later-part.tsx).
 */
const MobileMenu = laterPart(async () => (await import("./mobile-menu.tsx")).MobileMenu, {
  fetchIf: () => window.matchMedia?.(NARROW).matches ?? true,
});

function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} className="sh-logo">
      <img src="/company/logo.svg" alt={`${COMPANY.name} logo`} width={40} height={40} />
      <span>
        <span className="sh-logo-name">{COMPANY.shortName}</span>
        <span className="sh-logo-sub">SOLUTIONS</span>
      </span>
    </Link>
  );
}

/**
 * Wide screens: a pill bar with the current path highlighted. Narrow: logo and a full-screen menu.
 * Plain elements styled by shell.css (the look of MUI's AppBar, Toolbar, Button, IconButton and Badge).
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const signedIn = useSession((s) => Boolean(s.token));
  // The badge counts pieces, not lines: two keyboards are 2.
  const cartCount = useCart((s) => cartPieces(s.lines));
  const accountLink = signedIn ? "/profile" : "/login";
  const close = () => setMenuOpen(false);

  return (
    <header className="sh-header">
      <div className="sh-container sh-container-flush">
        <div className="sh-toolbar">
          <Logo />
          <nav aria-label="Main" className="sh-nav">
            {NAV_ITEMS.map((item) => (
              <NavLink
                key={item.path}
                to={item.path}
                end={item.path === "/"}
                // A product's own page belongs to Product in the menu.
                className={isCurrent(pathname, item.path) ? "active" : ""}
              >
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="sh-actions">
            <Link
              to="/cart"
              className="sh-icon-button"
              // The badge's number is visible text, so the name carries it too (axe: label-content-name-mismatch).
              aria-label={
                cartCount
                  ? `Cart, ${cartCount > 99 ? "99+" : cartCount} ${cartCount === 1 ? "item" : "items"}`
                  : "Cart"
              }
            >
              <span className="sh-badge">
                <Icon d={ICONS.cart} />
                {cartCount > 0 && (
                  <span className="sh-badge-count">{cartCount > 99 ? "99+" : cartCount}</span>
                )}
              </span>
            </Link>
            <Link to={accountLink} className="sh-icon-button" aria-label={signedIn ? "Profile" : "Login"}>
              <Icon d={ICONS.person} />
            </Link>
            <button
              type="button"
              className="sh-icon-button sh-menu-button"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <Icon d={ICONS.menu} />
            </button>
          </div>
        </div>
      </div>
      <MobileMenu needed={menuOpen} open={menuOpen} onClose={close} pathname={pathname} />
    </header>
  );
}

import MenuIcon from "@mui/icons-material/Menu";
import PersonOutlineIcon from "@mui/icons-material/PersonOutlined";
import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import { AppBar, Badge, Box, Button, Container, IconButton, Stack, Toolbar, Typography } from "@mui/material";
import { COMPANY } from "@shop/shared/constants";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { cartPieces, useCart } from "../lib/cart-store.ts";
import { onFirstInteraction } from "../lib/idle.ts";
import { useSession } from "../lib/session-store.ts";
import { isCurrent, NAV_ITEMS } from "./nav-items.ts";

const loadMobileMenu = () => import("./mobile-menu.tsx");
/** Where the menu button shows: below MUI's md breakpoint (900 px). */
const NARROW = "(max-width: 899.95px)";
const MobileMenu = lazy(async () => ({ default: (await loadMobileMenu()).MobileMenu }));

function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Box
      component={Link}
      to="/"
      onClick={onClick}
      sx={{ display: "flex", alignItems: "center", gap: 1, color: "inherit", textDecoration: "none" }}
    >
      <Box
        component="img"
        src="/company/logo.svg"
        alt={`${COMPANY.name} logo`}
        width={40}
        height={40}
        sx={{ width: 40, height: 40, borderRadius: 2 }}
      />
      <Box sx={{ lineHeight: 1.1 }}>
        <Typography component="span" sx={{ display: "block", fontWeight: 800, fontSize: "1.15rem" }}>
          {COMPANY.shortName}
        </Typography>
        <Typography
          component="span"
          sx={{ display: "block", fontSize: "0.7rem", color: "text.secondary", letterSpacing: 1 }}
        >
          SOLUTIONS
        </Typography>
      </Box>
    </Box>
  );
}

/** Wide screens: a pill bar with the current path highlighted. Narrow: logo and a full-screen menu. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  const { pathname } = useLocation();
  const signedIn = useSession((s) => Boolean(s.token));
  // The badge counts pieces, not lines: two keyboards are 2.
  const cartCount = useCart((s) => cartPieces(s.lines));
  const accountLink = signedIn ? "/profile" : "/login";
  const close = () => setMenuOpen(false);
  // On a phone, fetch the menu's code at the first touch of the page (on a wide screen the menu
  // button is hidden), so it is in before the finger reaches the menu button.
  useEffect(
    () =>
      onFirstInteraction(() => {
        if (window.matchMedia?.(NARROW).matches ?? true) void loadMobileMenu().catch(() => undefined);
      }),
    [],
  );

  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Container disableGutters>
        <Toolbar sx={{ gap: 2, justifyContent: "space-between", minHeight: { xs: 64, md: 72 } }}>
          <Logo />
          <Box
            component="nav"
            aria-label="Main"
            sx={{
              display: { xs: "none", md: "flex" },
              gap: 0.5,
              bgcolor: "#eef2f8",
              borderRadius: 99,
              p: 0.5,
            }}
          >
            {NAV_ITEMS.map((item) => (
              <Button
                key={item.path}
                component={NavLink}
                to={item.path}
                end={item.path === "/"}
                // A product's own page belongs to Product in the menu.
                className={isCurrent(pathname, item.path) ? "active" : ""}
                sx={{
                  borderRadius: 99,
                  px: 2.25,
                  color: "text.primary",
                  fontWeight: 500,
                  "&.active": { bgcolor: "primary.main", color: "primary.contrastText" },
                  "&.active:hover": { bgcolor: "primary.dark" },
                }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
            <IconButton
              component={Link}
              to="/cart"
              // The badge's number is visible text, so the name carries it too (axe: label-content-name-mismatch).
              aria-label={
                cartCount
                  ? `Cart, ${cartCount > 99 ? "99+" : cartCount} ${cartCount === 1 ? "item" : "items"}`
                  : "Cart"
              }
            >
              <Badge badgeContent={cartCount > 0 ? cartCount : undefined} color="secondary" max={99}>
                <ShoppingCartOutlinedIcon />
              </Badge>
            </IconButton>
            <IconButton component={Link} to={accountLink} aria-label={signedIn ? "Profile" : "Login"}>
              <PersonOutlineIcon />
            </IconButton>
            <IconButton
              sx={{ display: { md: "none" } }}
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuOpened(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          </Stack>
        </Toolbar>
      </Container>
      {/* Loaded at the first interaction on a narrow screen, or the first tap: most visits never open it. */}
      {menuOpened && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={close} pathname={pathname} />
        </Suspense>
      )}
    </AppBar>
  );
}

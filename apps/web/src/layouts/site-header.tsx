import CloseIcon from "@mui/icons-material/Close";
import MenuIcon from "@mui/icons-material/Menu";
import PersonOutlineIcon from "@mui/icons-material/PersonOutlined";
import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import { AppBar, Box, Button, Dialog, IconButton, Stack, Toolbar, Typography } from "@mui/material";
import { COMPANY } from "@shop/shared/constants";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useSession } from "../lib/session-store.ts";
import { NAV_ITEMS } from "./nav-items.ts";

function Logo() {
  return (
    <Box
      component={Link}
      to="/"
      sx={{ display: "flex", alignItems: "center", gap: 1, color: "inherit", textDecoration: "none" }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 36, height: 36 }} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: "1.1rem" }}>
        {COMPANY.shortName}
      </Typography>
    </Box>
  );
}

/** Wide screens: a pill bar with the current path highlighted. Narrow: logo and a full-screen menu. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const signedIn = useSession((s) => Boolean(s.token));
  const accountLink = signedIn ? "/profile" : "/login";

  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 2, justifyContent: "space-between" }}>
        <Logo />
        <Box
          component="nav"
          aria-label="Main"
          sx={{
            display: { xs: "none", md: "flex" },
            gap: 0.5,
            bgcolor: "grey.100",
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
              sx={{
                borderRadius: 99,
                px: 2,
                color: "text.primary",
                "&.active": { bgcolor: "primary.main", color: "primary.contrastText" },
              }}
            >
              {item.label}
            </Button>
          ))}
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
          <IconButton component={Link} to="/cart" aria-label="Cart">
            <ShoppingCartOutlinedIcon />
          </IconButton>
          <IconButton component={Link} to={accountLink} aria-label={signedIn ? "Profile" : "Login"}>
            <PersonOutlineIcon />
          </IconButton>
          <IconButton
            sx={{ display: { md: "none" } }}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </IconButton>
        </Stack>
      </Toolbar>
      <Dialog fullScreen open={menuOpen} onClose={() => setMenuOpen(false)} aria-label="Menu">
        <Toolbar sx={{ justifyContent: "space-between" }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {COMPANY.shortName}
          </Typography>
          <IconButton aria-label="Close menu" onClick={() => setMenuOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Stack component="nav" aria-label="Mobile" spacing={1} sx={{ p: 3 }}>
          {NAV_ITEMS.map((item) => (
            <Button
              key={item.path}
              component={Link}
              to={item.path}
              size="large"
              variant={pathname === item.path ? "contained" : "text"}
              onClick={() => setMenuOpen(false)}
              sx={{ justifyContent: "flex-start", fontSize: "1.2rem" }}
            >
              {item.label}
            </Button>
          ))}
        </Stack>
      </Dialog>
    </AppBar>
  );
}

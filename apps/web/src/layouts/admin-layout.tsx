import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { Navigate, NavLink, Outlet, useLocation } from "react-router";
import { useAdminGuard } from "../lib/admin-guard.ts";
import { LogoutDialog } from "../lib/logout-dialog.tsx";
import { useSession } from "../lib/session-store.ts";
import { colors } from "../lib/theme-colors.ts";
import { useWaiting, type Waiting } from "../lib/waiting-api.ts";
import { RouteProgress } from "./route-progress.tsx";

/**
 * Sidebar entries with the labels the shop has always used (DashBoard, Order, ...). Products opens
 * the product list rather than the Add form: the owner's daily work starts there, and the list has
 * an Add product button.
 */
const SIDEBAR: { to: string; label: string; end?: boolean; count?: keyof Waiting; counted?: string }[] = [
  { to: "/admin", label: "DashBoard", end: true },
  { to: "/admin/ad-productList", label: "Products" },
  { to: "/admin/counter", label: "Counter" },
  { to: "/admin/ad-message", label: "Order", count: "pendingOrders", counted: "pending" },
  { to: "/admin/bills", label: "Bills" },
  { to: "/admin/warranty", label: "Warranty" },
  { to: "/admin/ad-contact", label: "Contact" },
  { to: "/admin/delivery-areas", label: "Delivery" },
  { to: "/admin/ad-userMessage", label: "Message", count: "unreadMessages", counted: "unread" },
  { to: "/admin/ad-software", label: "Software" },
  { to: "/admin/ad-user", label: "Users" },
];

/** Hidden from sight, read by screen readers. */
const SR_ONLY = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** A count beside a sidebar entry ("3"), read as "3 pending". */
function Count({ n, what }: { n: number; what: string }) {
  if (n <= 0) return null;
  return (
    <Box
      component="span"
      data-testid={`sidebar-${what}`}
      sx={{
        ml: 1,
        px: 0.9,
        minWidth: 22,
        textAlign: "center",
        borderRadius: 11,
        bgcolor: "secondary.main",
        color: colors.ink,
        fontSize: 12,
        fontWeight: 700,
        lineHeight: "22px",
      }}
    >
      {n}
      <Box component="span" sx={SR_ONLY}>
        {" "}
        {what}
      </Box>
    </Box>
  );
}

/** Every product screen (list, add, update, history) belongs to the Products entry. A bill's own page belongs to Bills (NavLink matches /admin/bills/:id by itself). */
const PRODUCT_SCREENS = /^\/admin\/(ad-product|product\/)/;

/** On a phone the sidebar is one scrolling row: entries keep their width instead of overlapping. */
const FLEX = { xs: "0 0 auto", md: "initial" } as const;

/** The admin area: only an Admin enters; anyone else goes to /. */
export function AdminLayout() {
  const guard = useAdminGuard();
  const clearSession = useSession((s) => s.clear);
  const storedAdmin = useSession((s) => s.userRole === "Admin");
  const [confirmLogout, setConfirmLogout] = useState(false);
  const onProductScreen = PRODUCT_SCREENS.test(useLocation().pathname);
  const waiting = useWaiting(guard !== "refused");

  // The server said no to a stored Admin role (session ended, role changed): forget the session.
  useEffect(() => {
    if (guard === "refused" && storedAdmin) clearSession();
  }, [guard, storedAdmin, clearSession]);

  if (guard === "refused") return <Navigate to="/" replace />;

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", flexDirection: { xs: "column", md: "row" } }}>
      <RouteProgress />
      <Box
        component="nav"
        aria-label="Admin"
        sx={{ width: { md: 220 }, bgcolor: colors.navy, color: "grey.100", flexShrink: 0 }}
      >
        <Typography sx={{ p: 2, fontWeight: 700 }}>Koshi IT Admin</Typography>
        <List sx={{ display: { xs: "flex", md: "block" }, overflowX: "auto" }}>
          {SIDEBAR.map((item) => (
            // Each entry in its own <li>: a list may hold only list items (axe, WCAG 1.3.1).
            <ListItem key={item.to} disablePadding sx={{ width: { xs: "auto", md: "100%" }, flex: FLEX }}>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.end === true}
                className={item.label === "Products" && onProductScreen ? "active" : undefined}
                sx={{ "&.active": { bgcolor: "primary.main" }, whiteSpace: "nowrap" }}
              >
                <ListItemText primary={item.label} sx={{ flex: "0 1 auto" }} />
                {item.count && waiting.data && (
                  <Count n={waiting.data[item.count]} what={item.counted ?? ""} />
                )}
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding sx={{ width: { xs: "auto", md: "100%" }, flex: FLEX }}>
            <ListItemButton onClick={() => setConfirmLogout(true)} sx={{ whiteSpace: "nowrap" }}>
              <ListItemIcon sx={{ color: "inherit", minWidth: 34 }}>
                <LogoutOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary="Log out" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
      <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Outlet />
      </Box>
      <LogoutDialog open={confirmLogout} onClose={() => setConfirmLogout(false)} />
    </Box>
  );
}

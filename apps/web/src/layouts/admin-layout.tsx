import CloseOutlined from "@mui/icons-material/CloseOutlined";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import MenuOutlined from "@mui/icons-material/MenuOutlined";
import {
  Badge,
  Box,
  Drawer,
  GlobalStyles,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { Link, matchPath, Navigate, Outlet, useLocation } from "react-router";
import { useAdminGuard } from "../lib/admin-guard.ts";
import { LogoutDialog } from "../lib/logout-dialog.tsx";
import { useSession } from "../lib/session-store.ts";
import { colors } from "../lib/theme-colors.ts";
import { mediaDown } from "../lib/theme-tokens.ts";
import { useMediaQuery } from "../lib/use-media-query.ts";
import { useWaiting, type Waiting } from "../lib/waiting-api.ts";
import { RouteProgress } from "./route-progress.tsx";

/** The admin area's title, above the sidebar and on the phone's top bar. */
const TITLE = "Koshi IT Admin";

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

/**
 * Narrower than this the sidebar would leave too little room for the page: the menu is a top bar
 * and a drawer instead.
 */
const NARROW = mediaDown("md");

/** Hidden from sight, read by screen readers. In pixels: sx reads a bare 1 as 100 %. */
const SR_ONLY = {
  position: "absolute",
  width: "1px",
  height: "1px",
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

/** Every product screen (list, add, update, history) belongs to the Products entry. */
const PRODUCT_SCREENS = /^\/admin\/(ad-product|product\/)/;

/** Whether an entry is the screen shown: its own address or one under it (a bill's page is Bills'). */
function isCurrent(item: (typeof SIDEBAR)[number], pathname: string): boolean {
  if (item.to === "/admin/ad-productList" && PRODUCT_SCREENS.test(pathname)) return true;
  return matchPath({ path: item.to, end: item.end === true }, pathname) !== null;
}

/**
 * The entries and Log out: in the sidebar on a wide screen, in the drawer on a phone. `onChoose`
 * runs after any choice (the drawer closes).
 */
function MenuEntries({
  waiting,
  onLogout,
  onChoose,
}: {
  waiting: Waiting | undefined;
  onLogout(): void;
  onChoose?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <List>
      {SIDEBAR.map((item) => {
        const current = isCurrent(item, pathname);
        return (
          // Each entry in its own <li>: a list may hold only list items (axe, WCAG 1.3.1).
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={Link}
              to={item.to}
              aria-current={current ? "page" : undefined}
              className={current ? "active" : undefined}
              onClick={onChoose}
              sx={{ "&.active": { bgcolor: "primary.main" }, whiteSpace: "nowrap" }}
            >
              <ListItemText primary={item.label} sx={{ flex: "0 1 auto" }} />
              {item.count && waiting && <Count n={waiting[item.count]} what={item.counted ?? ""} />}
            </ListItemButton>
          </ListItem>
        );
      })}
      <ListItem disablePadding>
        <ListItemButton
          onClick={() => {
            onChoose?.();
            onLogout();
          }}
          sx={{ whiteSpace: "nowrap" }}
        >
          <ListItemIcon sx={{ color: "inherit", minWidth: 34 }}>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Log out" />
        </ListItemButton>
      </ListItem>
    </List>
  );
}

const MENU_ID = "admin-menu";
const BAR_HEIGHT = 56;

/**
 * The menu on a phone: a top bar with the title and a menu button, which opens the same entries
 * in a drawer from the left. What waits (pending orders, unread messages) shows on the button too,
 * so a new order is seen without opening the menu. The drawer closes on a choice, Escape or a tap
 * beside it, and when the page changes underneath; Log out asks its question as on a wide screen.
 */
function PhoneMenu({ waiting, onLogout }: { waiting: Waiting | undefined; onLogout(): void }) {
  const { pathname } = useLocation();
  // The address the menu was opened on: it is open only while that page is shown.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  // Log out asks once the drawer has gone: the question then gives focus back to the menu button.
  const [logoutNext, setLogoutNext] = useState(false);
  const waits = waiting ? waiting.pendingOrders + waiting.unreadMessages : 0;
  // What the number on the button is, for a screen reader: "3 pending, 2 unread", as the entries say.
  const waitingText = SIDEBAR.flatMap((item) =>
    item.count && waiting && waiting[item.count] > 0 ? [`${waiting[item.count]} ${item.counted}`] : [],
  ).join(", ");
  return (
    <>
      {/* The bar stays on top as the page scrolls: a field the browser scrolls to is not left under it. */}
      <GlobalStyles styles={{ html: { scrollPaddingTop: BAR_HEIGHT } }} />
      <Box
        component="header"
        sx={{
          position: "sticky",
          top: 0,
          zIndex: "appBar",
          display: "flex",
          alignItems: "center",
          minHeight: BAR_HEIGHT,
          pl: 2,
          pr: 1,
          bgcolor: colors.navy,
          color: "grey.100",
        }}
      >
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{TITLE}</Typography>
        {/*
          The number sits on the button, not in it: the button's name stays "Open menu" (what it
          reads is what it says), and the description tells what the number counts. Taps on the
          number reach the button.
        */}
        <Badge
          badgeContent={waits}
          max={99}
          overlap="circular"
          data-testid="menu-waiting"
          sx={{
            "& .MuiBadge-badge": {
              bgcolor: "secondary.main",
              color: colors.ink,
              fontWeight: 700,
              pointerEvents: "none",
            },
          }}
        >
          <IconButton
            color="inherit"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? MENU_ID : undefined}
            aria-describedby={waits > 0 ? "admin-menu-waiting" : undefined}
            onClick={() => setOpenOn(pathname)}
            sx={{ width: 48, height: 48 }}
          >
            <MenuOutlined />
          </IconButton>
        </Badge>
        {waits > 0 && (
          <Box component="span" id="admin-menu-waiting" sx={SR_ONLY}>
            {waitingText}
          </Box>
        )}
      </Box>
      <Drawer
        open={open}
        onClose={close}
        slotProps={{
          transition: {
            onExited: () => {
              if (!logoutNext) return;
              setLogoutNext(false);
              onLogout();
            },
          },
          paper: {
            id: MENU_ID,
            role: "dialog",
            "aria-modal": true,
            "aria-label": "Menu",
            sx: { width: 280, maxWidth: "85vw", bgcolor: colors.navy, color: "grey.100" },
          },
        }}
      >
        <Box sx={{ display: "flex", alignItems: "center", minHeight: BAR_HEIGHT, pl: 2, pr: 1 }}>
          <Typography sx={{ fontWeight: 700, flex: 1 }}>{TITLE}</Typography>
          <IconButton color="inherit" aria-label="Close menu" onClick={close} sx={{ width: 48, height: 48 }}>
            <CloseOutlined />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Admin">
          <MenuEntries waiting={waiting} onLogout={() => setLogoutNext(true)} onChoose={close} />
        </Box>
      </Drawer>
    </>
  );
}

/** The admin area: only an Admin enters; anyone else goes to /. */
export function AdminLayout() {
  const guard = useAdminGuard();
  const clearSession = useSession((s) => s.clear);
  const storedAdmin = useSession((s) => s.userRole === "Admin");
  const [confirmLogout, setConfirmLogout] = useState(false);
  const waiting = useWaiting(guard !== "refused");
  const narrow = useMediaQuery(NARROW);
  const askLogout = () => setConfirmLogout(true);

  // The server said no to a stored Admin role (session ended, role changed): forget the session.
  useEffect(() => {
    if (guard === "refused" && storedAdmin) clearSession();
  }, [guard, storedAdmin, clearSession]);

  if (guard === "refused") return <Navigate to="/" replace />;

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", flexDirection: { xs: "column", md: "row" } }}>
      <RouteProgress />
      {narrow ? (
        <PhoneMenu waiting={waiting.data} onLogout={askLogout} />
      ) : (
        <Box
          component="nav"
          aria-label="Admin"
          sx={{ width: { md: 220 }, bgcolor: colors.navy, color: "grey.100", flexShrink: 0 }}
        >
          <Typography sx={{ p: 2, fontWeight: 700 }}>{TITLE}</Typography>
          <MenuEntries waiting={waiting.data} onLogout={askLogout} />
        </Box>
      )}
      <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Outlet />
      </Box>
      <LogoutDialog open={confirmLogout} onClose={() => setConfirmLogout(false)} />
    </Box>
  );
}

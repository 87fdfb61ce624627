import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { Navigate, NavLink, Outlet, useNavigate } from "react-router";
import { queryClient } from "../lib/query-client.ts";
import { useSession } from "../lib/session-store.ts";

/** Sidebar entries as SPEC 2.1 names them. */
const SIDEBAR = [
  { to: "/admin", label: "DashBoard", end: true },
  { to: "/admin/ad-product", label: "Products" },
  { to: "/admin/ad-message", label: "Order" },
  { to: "/admin/ad-contact", label: "Contact" },
  { to: "/admin/ad-userMessage", label: "Message" },
  { to: "/admin/ad-software", label: "Software" },
  { to: "/admin/ad-user", label: "Users" },
] as const;

/** The admin area: only an Admin enters; anyone else goes to / (SPEC 6). */
export function AdminLayout() {
  const role = useSession((s) => s.userRole);
  const clear = useSession((s) => s.clear);
  const navigate = useNavigate();
  const [confirmLogout, setConfirmLogout] = useState(false);

  if (role !== "Admin") return <Navigate to="/" replace />;

  const logout = () => {
    // Unlike the spec's dialog, logging out really clears the session (DESIGN 5).
    clear();
    queryClient.clear();
    setConfirmLogout(false);
    navigate("/login");
  };

  return (
    <Box sx={{ display: "flex", minHeight: "100vh", flexDirection: { xs: "column", md: "row" } }}>
      <Box
        component="nav"
        aria-label="Admin"
        sx={{ width: { md: 220 }, bgcolor: "#0b1f3a", color: "grey.100", flexShrink: 0 }}
      >
        <Typography sx={{ p: 2, fontWeight: 700 }}>Koshi IT Admin</Typography>
        <List sx={{ display: { xs: "flex", md: "block" }, overflowX: "auto" }}>
          {SIDEBAR.map((item) => (
            <ListItem key={item.to} disablePadding sx={{ width: { xs: "auto", md: "100%" } }}>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={"end" in item}
                sx={{ "&.active": { bgcolor: "primary.main" }, whiteSpace: "nowrap" }}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding sx={{ width: { xs: "auto", md: "100%" } }}>
            <ListItemButton onClick={() => setConfirmLogout(true)}>
              <ListItemText primary="Log out" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
      <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 }, minWidth: 0 }}>
        <Outlet />
      </Box>
      <Dialog open={confirmLogout} onClose={() => setConfirmLogout(false)}>
        <DialogTitle>Confirm Logout</DialogTitle>
        <DialogContent>
          <DialogContentText>Are you sure you want to log out? </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmLogout(false)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={logout}>
            Logout
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

import CloseIcon from "@mui/icons-material/Close";
import { Box, Button, Dialog, IconButton, Slide, Stack, Toolbar, Typography } from "@mui/material";
import { COMPANY } from "@shop/shared/constants";
import { Link } from "react-router";
import { MuiTheme } from "../lib/mui-theme.tsx";
import { isCurrent, NAV_ITEMS } from "./nav-items.ts";

interface Props {
  open: boolean;
  onClose(): void;
  pathname: string;
}

/** The narrow-screen menu: full screen, slides in, a close button; a choice navigates and closes. */
export function MobileMenu({ open, onClose, pathname }: Props) {
  return (
    <MuiTheme>
      <Dialog
        fullScreen
        open={open}
        onClose={onClose}
        aria-labelledby="mobile-menu-title"
        slots={{ transition: Slide }}
        slotProps={{ transition: { direction: "left" } as object }}
      >
        <Toolbar sx={{ justifyContent: "space-between", borderBottom: 1, borderColor: "divider" }}>
          <Typography id="mobile-menu-title" component="h2" sx={{ fontWeight: 700, fontSize: "1.1rem" }}>
            Menu
          </Typography>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Stack component="nav" aria-label="Mobile" spacing={1} sx={{ p: 3 }}>
          {NAV_ITEMS.map((item) => {
            const current = isCurrent(pathname, item.path);
            return (
              <Button
                key={item.path}
                component={Link}
                to={item.path}
                size="large"
                aria-current={current ? "page" : undefined}
                variant={current ? "contained" : "text"}
                onClick={onClose}
                sx={{ justifyContent: "flex-start", fontSize: "1.2rem", py: 1.5, px: 2 }}
              >
                {item.label}
              </Button>
            );
          })}
        </Stack>
        <Box sx={{ mt: "auto", p: 3, color: "text.secondary" }}>
          <Typography variant="body2">
            {COMPANY.name}, {COMPANY.town}
          </Typography>
        </Box>
      </Dialog>
    </MuiTheme>
  );
}

import { createTheme } from "@mui/material/styles";
import { breakpoints, palette } from "./theme-tokens.ts";

/** MUI's theme, from the shop's colours and breakpoints (theme-tokens.ts, which the plain CSS reads too). */
export const theme = createTheme({
  breakpoints: { values: breakpoints },
  palette: {
    primary: { main: palette.primary, dark: palette.primaryDark },
    secondary: { main: palette.secondary },
    success: { main: palette.success },
    error: { main: palette.error },
    info: { main: palette.info },
    warning: { main: palette.warning },
    background: { default: palette.background },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: "Roboto, 'Roboto Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
    h1: { fontSize: "2rem", fontWeight: 700 },
    h2: { fontSize: "1.6rem", fontWeight: 700 },
    h3: { fontSize: "1.3rem", fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: "none" } },
    },
  },
});

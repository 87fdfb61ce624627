import { createTheme } from "@mui/material/styles";

export const theme = createTheme({
  palette: {
    primary: { main: "#0d47a1" },
    secondary: { main: "#ff8f00" },
    success: { main: "#2e7d32" },
    error: { main: "#c62828" },
    // MUI's default info (#0288d1) and warning (#ed6c02) fall below 4.5:1 against white, as
    // text on white and as white text on them (status chips, badges); these keep 5:1 or more.
    info: { main: "#0369a1" },
    warning: { main: "#c2410c" },
    background: { default: "#f7f9fc" },
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

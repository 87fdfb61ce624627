import { ThemeProvider } from "@mui/material/styles";
import type { ComponentType, ReactNode } from "react";
import { theme } from "./theme.ts";

/**
 * The shop's MUI theme around the screens and parts that use MUI's components. It is not at the
 * app's root: there it brought MUI's runtime (Emotion, the theme's computation, about 34 KB gzip)
 * into every page's first download, also to the pages drawn with plain elements. Loaded with
 * each MUI screen instead (router.tsx), and by any part loaded later with React.lazy that uses MUI.
 * Outside of it MUI's components would fall back to MUI's default theme.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** A screen with the shop's MUI theme around it. */
export function withMuiTheme(Screen: ComponentType): ComponentType {
  const Themed = () => (
    <MuiTheme>
      <Screen />
    </MuiTheme>
  );
  Themed.displayName = `WithMuiTheme(${Screen.displayName ?? Screen.name})`;
  return Themed;
}

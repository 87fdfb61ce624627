import { Box, CircularProgress } from "@mui/material";

/** Shown while a screen's code or data loads: never a blank page. */
export function PageLoading() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: "flex", justifyContent: "center", py: 8 }}>
      <CircularProgress />
    </Box>
  );
}

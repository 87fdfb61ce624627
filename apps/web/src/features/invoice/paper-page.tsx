import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import { Box, Button, Stack, ToggleButton, ToggleButtonGroup } from "@mui/material";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { PaperFormat } from "../../lib/paper-sheet.tsx";

/**
 * Paper sizes: an A4 sheet, or the 80 mm roll of a receipt printer (72 mm printable). CSS has no
 * "as long as the content" page, so the roll is given the length receipt printer drivers use
 * (297 mm); they cut after the last line. Only the chosen size is given to the printer.
 */
const PAGE: Record<PaperFormat, string> = {
  a4: "@page { size: A4; margin: 14mm; }",
  receipt: "@page { size: 80mm 297mm; margin: 4mm; }",
};

/** The paper chosen in the address (?format=receipt), A4 otherwise. */
export function usePaperFormat(): PaperFormat {
  return useSearchParams()[0].get("format") === "receipt" ? "receipt" : "a4";
}

/**
 * A printable page on its own (no shop header or admin sidebar): Back, the paper toggle and Print
 * above the sheet, none of them on the paper.
 */
export function PaperPage({
  format,
  onPrint,
  printing = false,
  canPrint,
  backTo,
  children,
}: {
  format: PaperFormat;
  onPrint: () => void;
  printing?: boolean;
  canPrint: boolean;
  backTo: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  return (
    <Box
      component="main"
      sx={{
        minHeight: "100vh",
        bgcolor: "grey.100",
        py: { xs: 2, md: 4 },
        px: 1,
        "@media print": { bgcolor: "white", p: 0 },
      }}
    >
      {/* A plain style element: the paper size must reach the printer as an @page rule. */}
      {/* Toasts (the sale's "completed") are for the screen, never on the paper. */}
      <style>{`${PAGE[format]} @media print { body { background: white; } .MuiSnackbar-root { display: none !important; } }`}</style>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          maxWidth: "182mm",
          mx: "auto",
          mb: 2,
          alignItems: "center",
          flexWrap: "wrap",
          rowGap: 1,
          "@media print": { display: "none" },
        }}
      >
        <Button
          startIcon={<ArrowBackIcon />}
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(backTo))}
        >
          Back
        </Button>
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={format}
          onChange={(_e, value: PaperFormat | null) => {
            if (!value) return;
            const next = new URLSearchParams(search);
            if (value === "a4") next.delete("format");
            else next.set("format", value);
            next.delete("print");
            setSearch(next, { replace: true });
          }}
          aria-label="Paper"
          sx={{ bgcolor: "background.paper" }}
        >
          <ToggleButton value="a4">A4</ToggleButton>
          <ToggleButton value="receipt">Receipt 80 mm</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          onClick={onPrint}
          disabled={!canPrint || printing}
        >
          Print
        </Button>
      </Stack>
      <Box sx={{ maxWidth: "182mm", mx: "auto" }}>{children}</Box>
    </Box>
  );
}

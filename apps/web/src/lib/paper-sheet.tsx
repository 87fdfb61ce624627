import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { colors } from "./theme-colors.ts";

/** A printed sheet's size: an A4 page or an 80 mm receipt roll. */
export type PaperFormat = "a4" | "receipt";

/** What differs between the sheets printed on the same paper: the bill is set a little tighter. */
export interface PaperLook {
  fontSize: string;
  lineHeight: number;
  /** Vertical padding of a table cell (MUI spacing). */
  cellPy: number;
  /** Side padding of a table cell on a receipt (MUI spacing); on A4 it is 0.75. */
  receiptCellPx: number;
}

/**
 * The frame of a printed sheet (a bill, a credit note, an order confirmation): near-black ink on
 * white, 182 mm wide on A4 or 72 mm on a receipt, no border or margin when printed, and its table's
 * cells (`num` cells right-aligned).
 */
export function PaperSheet({
  label,
  format,
  look,
  children,
}: {
  label: string;
  format: PaperFormat;
  look: PaperLook;
  children: ReactNode;
}) {
  const receipt = format === "receipt";
  return (
    <Box
      component="article"
      aria-label={label}
      sx={{
        bgcolor: "background.paper",
        color: colors.ink,
        mx: "auto",
        width: receipt ? "72mm" : "100%",
        maxWidth: receipt ? "72mm" : "182mm",
        p: receipt ? 1.5 : { xs: 2, sm: 5 },
        fontSize: receipt ? "11px" : look.fontSize,
        lineHeight: look.lineHeight,
        border: 1,
        borderColor: "divider",
        "@media print": { border: 0, p: 0, maxWidth: "none", width: "100%" },
        "& table": { width: "100%", borderCollapse: "collapse" },
        "& th, & td": { py: look.cellPy, px: receipt ? look.receiptCellPx : 0.75, verticalAlign: "top" },
        "& th": { textAlign: "left", borderBottom: `1px solid ${colors.ink}`, fontWeight: 700 },
        "& td.num, & th.num": { textAlign: "right", whiteSpace: "nowrap" },
        "& .small": { fontSize: receipt ? "10px" : "11.5px", color: colors.inkSoft },
      }}
    >
      {children}
    </Box>
  );
}

/** The sheet's title in capitals, centred: "TAX INVOICE", "ORDER CONFIRMATION". */
export function PaperTitle({
  format,
  a4Size,
  children,
}: {
  format: PaperFormat;
  a4Size: string;
  children: ReactNode;
}) {
  return (
    <Typography
      component="h2"
      sx={{
        fontSize: format === "receipt" ? "13px" : a4Size,
        fontWeight: 700,
        textAlign: "center",
        my: 1,
        letterSpacing: 1,
      }}
    >
      {children}
    </Typography>
  );
}

/** The head of the sheet's table of goods; a VAT bill on A4 adds the taxable amount of each line. */
export function PaperTableHead({ format, taxable = false }: { format: PaperFormat; taxable?: boolean }) {
  const receipt = format === "receipt";
  return (
    <thead>
      <tr>
        {!receipt && <th>S.N</th>}
        <th>Item</th>
        <th className="num">Qty</th>
        <th className="num">Rate</th>
        {taxable && !receipt && <th className="num">Taxable</th>}
        <th className="num">Amount</th>
      </tr>
    </thead>
  );
}

/** The figures under the table (goods, delivery, VAT, total), ruled off, on the right on A4. */
export function PaperFigures({
  format,
  width,
  children,
}: {
  format: PaperFormat;
  width: number;
  children: ReactNode;
}) {
  const receipt = format === "receipt";
  return (
    <Box
      sx={{
        borderTop: `1px solid ${colors.ink}`,
        mt: 1,
        pt: 1,
        ml: receipt ? 0 : "auto",
        maxWidth: receipt ? "none" : width,
      }}
    >
      {children}
    </Box>
  );
}

/** One figure line: label left, amount right. */
export function PaperFigure({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      <span style={{ textAlign: "right", whiteSpace: "nowrap" }}>{value}</span>
    </Box>
  );
}

/** A ruled notice across the sheet in bold ("NOT A BILL …", "Copy of Original (2)"). */
export function PaperNotice({
  rule,
  testId,
  atTop = false,
  children,
}: {
  /** The rule's width: 1.5px over a bill's copy label, 2px on a confirmation. */
  rule: string;
  testId: string;
  /** The sheet's first line: no space above it. */
  atTop?: boolean;
  children: ReactNode;
}) {
  return (
    <Typography
      data-testid={testId}
      sx={{
        textAlign: "center",
        fontWeight: 700,
        border: `${rule} solid ${colors.ink}`,
        ...(atTop ? { mb: 1 } : { my: 1 }),
        fontSize: "inherit",
      }}
    >
      {children}
    </Typography>
  );
}

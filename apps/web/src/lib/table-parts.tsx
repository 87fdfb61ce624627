import {
  Paper,
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type Theme,
} from "@mui/material";
import type { ReactNode } from "react";

/** A column heading: its words, and where its cells lean when not to the left. */
export type Column = string | { label: string; align: "right" | "center" };

/** A table's heading row, from its columns. */
export function TableHeadings({ columns }: { columns: readonly Column[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) =>
          typeof c === "string" ? (
            <TableCell key={c}>{c}</TableCell>
          ) : (
            <TableCell key={c.label} align={c.align}>
              {c.label}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}

/** The one row of a table with nothing to show, across all its columns ("No order history available"). */
export function EmptyTableRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ py: 4 }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/**
 * An outlined table (the order desk's orders, a customer's order history): its headings, and one
 * row that says so when there are no rows.
 */
export function OutlinedTable({
  label,
  columns,
  emptyText,
  sx,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column[];
  /** Set when there are no rows: what the one row says. */
  emptyText: ReactNode | null;
  sx?: SxProps<Theme>;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} size="small" {...(sx ? { sx } : {})}>
        <TableHeadings columns={columns} />
        <TableBody>
          {emptyText !== null && <EmptyTableRow columns={columns.length}>{emptyText}</EmptyTableRow>}
          {children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

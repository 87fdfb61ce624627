import SearchIcon from "@mui/icons-material/Search";
import {
  InputAdornment,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from "@mui/material";
import type { ReactNode } from "react";
import { EmptyTableRow } from "./table-parts.tsx";

interface SearchProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Its width from 600 px up; below that it takes the whole row. */
  width: number;
}

/** The search box above an admin list (products, software): it filters as the admin types. */
export function AdminSearchField({ label, value, onChange, width }: SearchProps) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      sx={{ mb: 2, width: { xs: "100%", sm: width } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface TableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  /** While true, placeholder rows stand where the rows will be. */
  pending: boolean;
  placeholderRows?: number;
  /** Loaded with nothing to show: one row says `emptyText` instead. */
  empty: boolean;
  emptyText: string;
  /** Headings keep to one line unless this is set (the short headings of the stock history). */
  wrapHeadings?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** The outlined table of the admin lists, with its loading and nothing-found rows. */
export function AdminTable({
  label,
  columns,
  pending,
  placeholderRows = 1,
  empty,
  emptyText,
  wrapHeadings = false,
  children,
}: TableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 2, bgcolor: "background.paper" }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c}
                sx={wrapHeadings ? { fontWeight: 700 } : { fontWeight: 700, whiteSpace: "nowrap" }}
              >
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {pending &&
            Array.from({ length: placeholderRows }, (_, i) => i).map((i) => (
              <TableRow key={i}>
                <TableCell colSpan={columns.length}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))}
          {!pending && empty && <EmptyTableRow columns={columns.length}>{emptyText}</EmptyTableRow>}
          {children}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

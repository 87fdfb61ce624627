import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import {
  Box,
  Button,
  IconButton,
  Link as MuiLink,
  Paper,
  Skeleton,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from "@mui/material";
import { cut } from "@shop/shared/api";
import { formatRupees } from "@shop/shared/money";
import type { Software } from "@shop/shared/software";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminTable } from "../../lib/admin-table.tsx";
import { CardList } from "../../lib/card-list.tsx";

/** The list's headings: the table's columns, and the labels of a card's lines on a phone. */
const HEADINGS = {
  number: "S.N.",
  name: "Name",
  price: "Price",
  link: "Link",
  description: "Description",
  image: "Image",
  edit: "Edit",
  remove: "Delete",
} as const;

const EMPTY = "No softwares found";

interface Props {
  rows: Software[];
  pending: boolean;
  onDelete(software: Software): void;
}

function WebLink({ software }: { software: Software }) {
  return (
    <MuiLink href={software.link} target="_blank" rel="noopener noreferrer" title={software.link}>
      {cut(software.link)}
    </MuiLink>
  );
}

/** The thumbnail, opening the full picture in a new tab. */
function Picture({ software }: { software: Software }) {
  return (
    <MuiLink
      href={software.imageName}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open the image of ${software.name}`}
      sx={{ flexShrink: 0 }}
    >
      <Box
        component="img"
        src={software.thumbnailName}
        alt={software.name}
        sx={{ width: 56, height: 42, objectFit: "cover", borderRadius: 1, display: "block" }}
      />
    </MuiLink>
  );
}

/** The software list on a wider screen: one row each, the eight columns the list has always had. */
export function SoftwareTable({ rows, pending, onDelete }: Props) {
  return (
    <AdminTable
      label="Software"
      columns={Object.values(HEADINGS)}
      pending={pending}
      empty={rows.length === 0}
      emptyText={EMPTY}
    >
      {rows.map((s, i) => (
        <TableRow key={s.id} hover>
          <TableCell>{i + 1}</TableCell>
          <TableCell sx={{ minWidth: 160 }}>{s.name}</TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>Rs {formatRupees(s.price)}</TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>
            <WebLink software={s} />
          </TableCell>
          <TableCell title={s.description} sx={{ whiteSpace: "nowrap" }}>
            {cut(s.description)}
          </TableCell>
          <TableCell>
            <Picture software={s} />
          </TableCell>
          <TableCell>
            <IconButton component={Link} to={`/admin/software/update/${s.id}`} aria-label={`Edit ${s.name}`}>
              <EditIcon fontSize="small" />
            </IconButton>
          </TableCell>
          <TableCell>
            <IconButton color="error" onClick={() => onDelete(s)} aria-label={`Delete ${s.name}`}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </TableCell>
        </TableRow>
      ))}
    </AdminTable>
  );
}

/** One labelled line of a card: the column's heading, then its value. */
function Line({ label, children, title }: { label: string; children: ReactNode; title?: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "baseline" }}>
      <Typography variant="body2" color="textSecondary" sx={{ width: 88, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" title={title} sx={{ minWidth: 0, overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * The same list on a phone, where eight columns do not fit: a card per offering with the same
 * fields, and Edit and Delete as buttons wide enough for a thumb.
 */
export function SoftwareCards({ rows, pending, onDelete }: Props) {
  if (pending) return <Skeleton variant="rounded" height={120} />;
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: "center" }}>
        {EMPTY}
      </Paper>
    );
  }
  const numbers = new Map(rows.map((s, i) => [s.id, i + 1]));
  return (
    <CardList items={rows} label="Software" cardProps={(s) => ({ "data-testid": `admin-software-${s.id}` })}>
      {(s) => (
        <>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start", mb: 1 }}>
            <Picture software={s} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{s.name}</Typography>
              <Typography variant="body2" color="textSecondary">
                {HEADINGS.number} {numbers.get(s.id)}
              </Typography>
            </Box>
          </Stack>
          <Line label={HEADINGS.price}>Rs {formatRupees(s.price)}</Line>
          <Line label={HEADINGS.link}>
            <WebLink software={s} />
          </Line>
          <Line label={HEADINGS.description} title={s.description}>
            {cut(s.description)}
          </Line>
          <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end", mt: 1 }}>
            <Button
              component={Link}
              to={`/admin/software/update/${s.id}`}
              size="small"
              variant="outlined"
              startIcon={<EditIcon />}
              aria-label={`Edit ${s.name}`}
            >
              {HEADINGS.edit}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={() => onDelete(s)}
              aria-label={`Delete ${s.name}`}
            >
              {HEADINGS.remove}
            </Button>
          </Stack>
        </>
      )}
    </CardList>
  );
}

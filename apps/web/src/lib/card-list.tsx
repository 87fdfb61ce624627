import { Paper, Stack, type SxProps, type Theme } from "@mui/material";
import type { ReactNode } from "react";
import { mediaDown } from "./theme-tokens.ts";
import { useMediaQuery } from "./use-media-query.ts";

/**
 * Below this width an owner's list (the order desk, the software list, the sales register) is a
 * card per item: there a table of many columns does not fit and would scroll sideways. One width
 * for every such list, so the owner's screens change together.
 */
const ADMIN_CARDS = mediaDown("md");

/** Whether an owner's list is drawn as cards on this screen (see ADMIN_CARDS). */
export function useAdminCards(): boolean {
  return useMediaQuery(ADMIN_CARDS);
}

/**
 * A list as cards on a phone, where a table's columns do not fit (orders, products, cart lines):
 * one outlined card per item, or one card that says the list is empty.
 */
export function CardList<T extends { id: number | string }>({
  items,
  label,
  ordered = false,
  empty,
  cardProps,
  children,
}: {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** A numbered list (`ol`): the order is part of what it says. */
  ordered?: boolean;
  /** What an empty list says; without it the list is simply empty. */
  empty?: ReactNode;
  /** The card's test id, and its own colours where a card stands out. */
  cardProps(item: T): { "data-testid": string; "data-added"?: true | undefined; sx?: SxProps<Theme> };
  children(item: T): ReactNode;
}) {
  if (items.length === 0 && empty !== undefined) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: "center" }}>
        {empty}
      </Paper>
    );
  }
  return (
    <Stack
      component={ordered ? "ol" : "ul"}
      aria-label={label}
      spacing={1.5}
      sx={{ listStyle: "none", p: 0, m: 0 }}
    >
      {items.map((item) => {
        const { sx, ...props } = cardProps(item);
        return (
          <Paper
            component="li"
            variant="outlined"
            key={item.id}
            {...props}
            sx={[{ p: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
          >
            {children(item)}
          </Paper>
        );
      })}
    </Stack>
  );
}

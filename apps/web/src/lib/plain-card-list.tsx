import "./plain-ui.css";
import type { ReactNode } from "react";

/**
 * CardList (card-list.tsx) drawn with plain elements, for the shopper's pages that load no MUI: one
 * outlined card per item, or one card that says the list is empty. Same markup and look.
 */
export function PlainCardList<T extends { id: number | string }>({
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
  /** The card's test id. */
  cardProps(item: T): { "data-testid": string };
  children(item: T): ReactNode;
}) {
  if (items.length === 0 && empty !== undefined) {
    return <div className="pu-paper pu-card-list-empty">{empty}</div>;
  }
  const List = ordered ? "ol" : "ul";
  return (
    <List aria-label={label} className="pu-card-list">
      {items.map((item) => (
        <li key={item.id} className="pu-paper pu-card-list-card" {...cardProps(item)}>
          {children(item)}
        </li>
      ))}
    </List>
  );
}

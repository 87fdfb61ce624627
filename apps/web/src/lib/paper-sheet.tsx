import "./paper-sheet.css";
import type { ReactNode } from "react";

/** A printed sheet's size: an A4 page or an 80 mm receipt roll. */
export type PaperFormat = "a4" | "receipt";

/**
 * What differs between the sheets printed on the same paper (paper-sheet.css): a bill is set a
 * little tighter than an order confirmation.
 */
export type PaperLook = "bill" | "confirmation";

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
  return (
    <article aria-label={label} className={`ps ps-${look}${format === "receipt" ? " ps-receipt" : ""}`}>
      {children}
    </article>
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
    <h2 className="ps-type ps-title" style={{ fontSize: format === "receipt" ? "13px" : a4Size }}>
      {children}
    </h2>
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
    <div
      className={receipt ? "ps-figures ps-figures-full" : "ps-figures"}
      style={receipt ? undefined : { maxWidth: width }}
    >
      {children}
    </div>
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
    <div className={strong ? "ps-figure ps-figure-strong" : "ps-figure"}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
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
    <p
      data-testid={testId}
      className={atTop ? "ps-type ps-notice ps-notice-top" : "ps-type ps-notice"}
      style={{ border: `${rule} solid var(--shop-ink)` }}
    >
      {children}
    </p>
  );
}

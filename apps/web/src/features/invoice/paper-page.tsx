import "./paper-page.css";
import "../../lib/plain-ui.css";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Icon } from "../../layouts/shell-icons.tsx";
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

/** Material icons' ArrowBack and PrintOutlined, as the page drew them with MUI. */
const BACK_ICON = "M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z";
const PRINT_ICON =
  "M19 8h-1V3H6v5H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3M8 5h8v3H8zm8 12v2H8v-4h8zm2-2v-2H6v2H4v-4c0-.55.45-1 1-1h14c.55 0 1 .45 1 1v4z";

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
  const choose = (value: PaperFormat) => {
    if (value === format) return;
    const next = new URLSearchParams(search);
    if (value === "a4") next.delete("format");
    else next.set("format", value);
    next.delete("print");
    setSearch(next, { replace: true });
  };
  return (
    <main className="pp">
      {/* A plain style element: the paper size must reach the printer as an @page rule. */}
      <style>{PAGE[format]}</style>
      <div className="pp-bar">
        <button
          type="button"
          className="pu-button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(backTo))}
        >
          <Icon d={BACK_ICON} />
          Back
        </button>
        <div className="pp-space" />
        <fieldset className="pp-toggle" aria-label="Paper">
          <button type="button" aria-pressed={format === "a4"} onClick={() => choose("a4")}>
            A4
          </button>
          <button type="button" aria-pressed={format === "receipt"} onClick={() => choose("receipt")}>
            Receipt 80 mm
          </button>
        </fieldset>
        <button
          type="button"
          className="pu-button pu-button-contained"
          onClick={onPrint}
          disabled={!canPrint || printing}
        >
          <Icon d={PRINT_ICON} />
          Print
        </button>
      </div>
      <div className="pp-sheet">{children}</div>
    </main>
  );
}

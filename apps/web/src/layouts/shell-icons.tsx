import { ICONS } from "./shell-icon-paths.ts";

export { ICONS };

/**
 * An icon with MUI's SvgIcon sizing (1.5rem unless the CSS says otherwise), hidden from readers.
 * An icon MUI draws from several shapes takes their paths as a list: each is its own <path>, as in
 * MUI's icon, because one path joining them is smoothed differently at the edges.
 */
export function Icon({ d }: { d: string | readonly string[] }) {
  return (
    <svg className="sh-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {typeof d === "string" ? <path d={d} /> : d.map((part) => <path key={part} d={part} />)}
    </svg>
  );
}

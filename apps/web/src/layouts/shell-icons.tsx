import { ICONS } from "./shell-icon-paths.ts";

export { ICONS };

/** An icon with MUI's SvgIcon sizing (1.5rem unless the CSS says otherwise), hidden from readers. */
export function Icon({ d }: { d: string }) {
  return (
    <svg className="sh-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

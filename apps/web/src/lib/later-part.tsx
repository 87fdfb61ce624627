import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { onFirstInteraction } from "./idle.ts";

export interface LaterPartOptions {
  /** Whether the first interaction should fetch it (the phone menu: only on a narrow screen). */
  fetchIf?: () => boolean;
}

/**
 * A part of a page that is not in the page's first download, for what only an interaction can
 * call for: the toast, the phone menu, a dialog.
 * - Its code is fetched at the shopper's first touch, click or key on the page (a moment later
 *   when that is a press on a link, so the link's page comes first): it is nearly always in place
 *   when first needed, and a visit that only reads the page never downloads it.
 * - It is mounted the first time it is `needed`, then kept: a dialog closes with its animation,
 *   gives the focus back, and opens again at once.
 */
export function laterPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LaterPartOptions = {},
): ComponentType<P & { needed: boolean }> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LaterPart({ needed, ...props }: P & { needed: boolean }) {
    const [kept, setKept] = useState(false);
    useEffect(
      () =>
        onFirstInteraction(
          () => {
            if (options.fetchIf?.() ?? true) void load().catch(() => undefined);
          },
          { afterLink: true },
        ),
      [],
    );
    if (needed && !kept) setKept(true);
    if (!needed && !kept) return null;
    return (
      <Suspense fallback={null}>
        <Part {...(props as P)} />
      </Suspense>
    );
  };
}

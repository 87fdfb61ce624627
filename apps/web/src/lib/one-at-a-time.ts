import { useRef } from "react";

/**
 * A send that runs one at a time: a second click or Enter while the first is still on its way
 * does nothing. The button's disabled state alone comes too late for a double click: it is drawn
 * only after the mutation says it is pending, and the second click lands before that. Sends that
 * issue a bill or a credit note would otherwise be done twice, and neither can be taken back.
 */
export function useOneAtATime(): (send: () => Promise<unknown>) => Promise<void> {
  const busy = useRef(false);
  return async (send) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await send();
    } finally {
      busy.current = false;
    }
  };
}

import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { failureMessage } from "../../lib/api-errors.ts";
import { useRecordPrint } from "../../lib/bills-api.ts";
import { toast } from "../../lib/toast.tsx";

/**
 * Printing a bill: pressing Print first records the print on the server, which answers which copy
 * it is (0 the original, n "Copy of Original (n)"); the sheet shows that on the paper, then the
 * browser's print dialog opens. Viewing the bill is not a print, so nothing is recorded before.
 */
export function useBillPrint(billId: number | undefined) {
  const record = useRecordPrint(billId ?? 0);
  const [copy, setCopy] = useState<number | null>(null);
  const print = useCallback(async () => {
    if (!billId) return;
    try {
      const made = await record.mutateAsync();
      // The copy's label must be on the page before the print dialog takes its picture.
      flushSync(() => setCopy(made));
      window.print();
    } catch (error) {
      toast(failureMessage(error), "error");
    }
  }, [billId, record]);
  return { copy, print, printing: record.isPending };
}

/** Prints once as soon as the bill is there, when the address asks for it (?print=1: the counter's receipt). */
export function usePrintOnArrival(ready: boolean, wanted: boolean, print: () => Promise<void>) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!ready || !wanted || done) return;
    setDone(true);
    void print();
  }, [ready, wanted, done, print]);
}

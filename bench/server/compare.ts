import { type Load, type LoadResult, runWrk } from "./wrk.ts";

/** Sums the rounds of one side: requests over seconds, the worst p99, the mean p50. */
function combine(results: LoadResult[]): LoadResult {
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  const seconds = results.reduce((sum, r) => sum + r.seconds, 0);
  return {
    requests,
    seconds,
    perSecond: requests / seconds,
    p50: results.reduce((sum, r) => sum + r.p50, 0) / results.length,
    // A round without any answer has no p99 (NaN), and neither has the whole.
    p99: results.some((r) => Number.isNaN(r.p99)) ? Number.NaN : Math.max(...results.map((r) => r.p99)),
    failed: results.reduce((sum, r) => sum + r.failed, 0),
  };
}

/**
 * The same load against the shop and against the node:http baseline, in alternating rounds (the
 * order flips every round) so a slow moment of the machine falls on both alike.
 */
export async function alternate(
  shop: Omit<Load, "seconds">,
  baseline: Omit<Load, "seconds"> | null,
  options: { seconds: number; rounds: number },
): Promise<{ shop: LoadResult; baseline?: LoadResult }> {
  await runWrk({ ...shop, seconds: 1 });
  if (baseline) await runWrk({ ...baseline, seconds: 1 });
  const shopRounds: LoadResult[] = [];
  const baselineRounds: LoadResult[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 === 0 ? ["baseline", "shop"] : ["shop", "baseline"];
    for (const side of order) {
      if (side === "shop") shopRounds.push(await runWrk({ ...shop, seconds: options.seconds }));
      else if (baseline) baselineRounds.push(await runWrk({ ...baseline, seconds: options.seconds }));
    }
  }
  return baseline
    ? { shop: combine(shopRounds), baseline: combine(baselineRounds) }
    : { shop: combine(shopRounds) };
}

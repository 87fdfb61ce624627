import { simulatorSettings } from "./keys.ts";
import { startGatewaySimulator } from "./simulator.ts";

/**
 * `npm run gateways`: the Khalti and eSewa simulator on GATEWAYS_PORT (4010) of GATEWAYS_HOST
 * (127.0.0.1), until stopped. It prints the settings that point a shop at it. With `--json` the
 * first line is `{"url", "settings"}` for a program that started it (scripts/start.mjs), and it stops
 * when that program's end of its standard input closes, so it never outlives the shop.
 */
const json = process.argv.includes("--json");
const port = Number(process.env.GATEWAYS_PORT ?? 4010);
const host = process.env.GATEWAYS_HOST || "127.0.0.1";
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(
    `Invalid setting GATEWAYS_PORT: must be a port number (0 to 65535), got ${process.env.GATEWAYS_PORT}`,
  );
  process.exit(1);
}

const simulator = await startGatewaySimulator({ port, host });
if (json) {
  process.stdout.write(
    `${JSON.stringify({ url: simulator.url, settings: simulatorSettings(simulator.url) })}\n`,
  );
  process.stdin.resume();
  process.stdin.on("end", () => void simulator.close().then(() => process.exit(0)));
} else {
  console.info(`Payment gateway simulator (Khalti and eSewa) at ${simulator.url}`);
  console.info("Point a shop at it with:");
  for (const [name, value] of Object.entries(simulatorSettings(simulator.url)))
    console.info(`  ${name}=${value}`);
  console.info("  PUBLIC_URL=<the shop's own address, e.g. http://127.0.0.1:3000>");
  console.info(
    `Controls for tests: ${simulator.url}/_control/payments (see tools/gateway-simulator/simulator.ts)`,
  );
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void simulator.close().then(() => process.exit(0)));
}

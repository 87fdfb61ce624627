import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, inject } from "vitest";

/** A quoted-printable body as it reads: soft line breaks joined, =XX bytes decoded as UTF-8. */
function readable(eml: string): string {
  return eml
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"));
}

/**
 * The text of the .eml in DATA_DIR/outbox whose subject is this, once the outbox has sent it,
 * with its quoted-printable body decoded.
 */
export async function mailWithSubject(subject: string): Promise<string> {
  const outbox = path.join(inject("dataDir"), "outbox");
  let found = "";
  await expect
    .poll(
      async () => {
        for (const file of await readdir(outbox).catch(() => [] as string[])) {
          if (!file.endsWith(".eml")) continue;
          const text = await readFile(path.join(outbox, file), "utf8");
          if (text.includes(`Subject: ${subject}`)) {
            found = readable(text);
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

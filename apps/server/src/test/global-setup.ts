import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratePglite, openPglite } from "../db/pglite.ts";
import { openPostgres } from "../db/postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a migrated database saved as a tarball, loaded fresh by each test file. */
    pgliteTemplate: string;
    /** PostgreSQL: a migrated database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database once for the whole run (measured: about three times faster than
 * migrating per file, and far less memory).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `shop_template_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString());
    await database.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "shop-template-"));
  const client = await openPglite();
  await migratePglite(client);
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

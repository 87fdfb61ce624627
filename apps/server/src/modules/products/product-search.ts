import { asc, desc, type SQL, sql } from "drizzle-orm";
import { products } from "../../db/schema.ts";
import type { Executor } from "../../db/types.ts";

/**
 * The catalog's search: one for the storefront, the admin product list and the counter.
 *
 * A product's search text holds its brand, name, model, category and specifications' values as
 * words (the search_functions migration: no accents, lower case, anything but letters and digits a space). The
 * search is read the same way, then word by word:
 * - a word the catalog has, or the start of one ("rtx", "4060", "vivo"), matches those products;
 * - a word of four characters or more also matches inside the text written without spaces, so
 *   "rtx4060" finds "RTX 4060" and "wifi6" finds "Wi-Fi 6";
 * - a word the catalog does not have at all is a typo: it stands for the catalog's words closest
 *   to it by edit distance (one edit for 4 or 5 letters, two from 6: "samsng" is "samsung",
 *   "lpatop" is "laptop"), the most common first;
 * - filler ("for", "price", "nepal") is left out, and so is one word the catalog has nothing
 *   like among at least two that count; a number is never guessed at ("9090" is not "4090"), so
 *   one the catalog does not have finds nothing.
 * Every word that counts must match. The order: an exact name or model first, then names and
 * models that start with the search, then the rest, each by how close the name is (pg_trgm's
 * similarity), then by name and id: the same order on PGlite and PostgreSQL.
 */

/** Words of a search beyond these are ignored: no shopper types more, and each costs a lookup. */
const MAX_WORDS = 8;
/** What "Did you mean" offers at most. */
const SUGGESTIONS = 3;

/**
 * Words that say nothing about which product is meant ("laptop for students", "price of rtx 4060
 * in nepal"): left out of a search that has other words, even when they start a catalog word
 * ("for" starts "force").
 */
const FILLER_WORDS = new Set(
  "a an and the of for with in on to at by or from under below above best cheap cheapest new buy price prices rate nepal rs npr online shop store available".split(
    " ",
  ),
);

/** One word of a search as it was taken. */
interface PlannedWord {
  /** The word, or the catalog's word it stands for. */
  text: string;
  /** What a product must meet for this word; null for a word that matches nothing. */
  condition: SQL | null;
}

/** The search as the database understood it. */
export interface SearchPlan {
  words: PlannedWord[];
  /** Every word's condition, all to be met; null when nothing can match. */
  conditions: SQL[] | null;
  /** The words that count, as they were taken, one space apart. */
  understood: string;
}

/** The search text as written without spaces (the compact index's expression). */
const compactText = sql`replace(${products.searchText}, ' ', '')`;

/** Words are letters and digits only (shop_search_words made them so): safe inside a tsquery's quotes. */
const prefixQuery = (word: string) => `'${word}':*`;

/** How far a typed word may be from the catalog's word it stands for: none up to 3 letters. */
function editsAllowed(word: string): number {
  if (word.length < 4 || /^[0-9]+$/.test(word)) return 0;
  return word.length >= 6 ? 2 : 1;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Reads the search the way the catalog is read and looks each word up: in the catalog's words
 * (a word, or the start of one) and inside the texts without spaces; then, for a word found
 * nowhere, the closest words. One statement, and one more per misspelled word.
 */
export async function planSearch(db: Executor, q: string, includeDeleted: boolean): Promise<SearchPlan> {
  const visible = includeDeleted ? sql`true` : sql`not p.deleted`;
  const counted = includeDeleted ? sql`s.products > 0` : sql`s.live > 0`;
  const looked = rowsOf<{ word: string; literal: boolean }>(
    await db.execute(sql`
      select x.w as word,
        exists (select 1 from derived.search_words s
                where s.word collate "C" >= x.w and s.word collate "C" < x.w || chr(1114111) and ${counted})
        or (length(x.w) >= 4 and exists (select 1 from ${products} p
                where replace(p.search_text, ' ', '') like '%' || x.w || '%' and ${visible})) as literal
      from regexp_split_to_table(shop_search_words(${q}), ' ') with ordinality as x(w, i)
      where x.w <> ''
      order by x.i
      limit ${MAX_WORDS}`),
  );
  const meaningful = looked.filter((w) => !FILLER_WORDS.has(w.word));
  const typed = meaningful.length > 0 ? meaningful : looked;

  const words: PlannedWord[] = [];
  for (const { word, literal } of typed) {
    if (literal) {
      words.push({
        text: word,
        condition:
          word.length >= 4
            ? sql`(${products.searchVector} @@ ${prefixQuery(word)}::tsquery or ${compactText} like ${`%${word}%`})`
            : sql`${products.searchVector} @@ ${prefixQuery(word)}::tsquery`,
      });
      continue;
    }
    const closest = await closestWords(db, word, includeDeleted);
    if (closest.length > 0) {
      words.push({
        text: closest[0]!,
        condition: sql`${products.searchVector} @@ ${closest.map((c) => `'${c}'`).join(" | ")}::tsquery`,
      });
    } else {
      words.push({ text: word, condition: null });
    }
  }
  // One word of letters the catalog has nothing like ("students" in "gaming laptop students") is
  // left out when at least two others count; more of them, or a number the catalog does not have
  // ("9090"), and the search is for something the shop does not sell: nothing matches.
  const unknown = words.filter((w) => w.condition === null);
  if (unknown.length === 1 && !/^[0-9]+$/.test(unknown[0]!.text) && words.length - 1 >= 2)
    words.splice(words.indexOf(unknown[0]!), 1);
  const counting = words.filter((w) => w.condition !== null);
  return {
    words,
    conditions:
      words.length > 0 && counting.length === words.length ? counting.map((w) => w.condition!) : null,
    understood: counting.map((w) => w.text).join(" "),
  };
}

/**
 * The catalog's words within the edits allowed of a typed word (fuzzystrmatch's Levenshtein
 * distance), nearest first, then the most common: at most three.
 */
async function closestWords(db: Executor, word: string, includeDeleted: boolean): Promise<string[]> {
  const most = editsAllowed(word);
  if (most === 0) return [];
  const rows = rowsOf<{ word: string }>(
    await db.execute(sql`
      select word from (
        select word, levenshtein_less_equal(word, ${word}, ${most}) as d,
          ${includeDeleted ? sql`products` : sql`live`} as n
        from derived.search_words
        where ${includeDeleted ? sql`products` : sql`live`} > 0
          and length(word) between ${word.length - most} and ${word.length + most}
      ) c
      where d <= ${most}
      order by d, n desc, word collate "C"
      limit 3`),
  );
  return rows.map((r) => r.word);
}

/**
 * The order of a search's results: exact name or model, then a name or model (or brand and name)
 * that starts with the search, then the rest; within each, the closest name first.
 */
export function relevanceOrder(plan: SearchPlan): SQL[] {
  const whole = plan.understood.replaceAll(" ", "");
  const name = sql`replace(${products.searchName}, ' ', '')`;
  const model = sql`replace(${products.searchModel}, ' ', '')`;
  const starts = `${whole}%`;
  return [
    sql`case when ${name} = ${whole} or ${model} = ${whole} then 0
             when ${name} like ${starts} or ${model} like ${starts} or ${compactText} like ${starts} then 1
             else 2 end`,
    desc(sql`similarity(${products.searchName}, ${plan.understood})`),
    asc(sql`lower(${products.name}) collate "C"`),
    asc(products.id),
  ];
}

/**
 * "Did you mean …" for a search that found nothing: first the same search with one word left out,
 * where that finds something (most found first: "samsung rtx" offers "rtx" and "samsung"), then
 * the names of the products closest to it (pg_trgm's word similarity, at least its default 0.6).
 * `visible` and `filters` are the list's other conditions (deleted, category…).
 */
export async function suggestionsFor(
  db: Executor,
  q: string,
  plan: SearchPlan,
  filters: SQL | undefined,
): Promise<string[]> {
  const offered: string[] = [];
  const counting = plan.words.filter((w) => w.condition !== null);
  if (plan.words.length >= 2 && counting.length >= 1) {
    const shorter = plan.words
      .map((_, i) => plan.words.filter((__, j) => j !== i))
      .filter((rest) => rest.length > 0 && rest.every((w) => w.condition !== null));
    if (shorter.length > 0) {
      const any = sql.join(
        counting.map((w) => sql`(${w.condition})`),
        sql` or `,
      );
      const counts = sql.join(
        shorter.map(
          (rest, i) =>
            sql`count(*) filter (where ${sql.join(
              rest.map((w) => sql`(${w.condition})`),
              sql` and `,
            )}) as ${sql.identifier(`without${i}`)}`,
        ),
        sql`, `,
      );
      const row = rowsOf<Record<string, number | string>>(
        await db.execute(
          sql`select ${counts} from ${products} where (${any}) ${filters ? sql`and ${filters}` : sql``}`,
        ),
      )[0];
      const found = shorter.map((_, i) => Number(row?.[`without${i}`] ?? 0));
      shorter
        .map((rest, i) => ({ text: rest.map((w) => w.text).join(" "), n: found[i] ?? 0 }))
        .filter((s) => s.n > 0)
        .sort((a, b) => b.n - a.n || (a.text < b.text ? -1 : 1))
        .forEach((s) => {
          if (!offered.includes(s.text)) offered.push(s.text);
        });
    }
  }
  if (offered.length < SUGGESTIONS) {
    const wanted = plan.understood || q;
    const names = rowsOf<{ name: string }>(
      await db.execute(sql`
        with close as (
          select ${products.name} as name, word_similarity(w.text, ${products.searchText}) as score, ${products.id} as id
          from ${products}, (select shop_search_words(${wanted}) as text) w
          where w.text <> '' and w.text <% ${products.searchText} ${filters ? sql`and ${filters}` : sql``}
          order by score desc, id
          limit 30
        )
        select name from close group by name
        order by max(score) desc, lower(name) collate "C"
        limit ${SUGGESTIONS}`),
    );
    for (const { name } of names) if (!offered.includes(name)) offered.push(name);
  }
  return offered.slice(0, SUGGESTIONS);
}

import type { ProductSort } from "@shop/shared/constants";
import { CATEGORIES, type Category } from "@shop/shared/constants";
import { useEffect, useState } from "react";
import type { CatalogFilter } from "./catalog-api.ts";

const SORTS: { value: ProductSort | ""; label: string }[] = [
  { value: "", label: "Featured" },
  { value: "newest", label: "Newest first" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "name", label: "Name: A to Z" },
];

interface Props {
  filter: CatalogFilter;
  onChange(next: Partial<CatalogFilter>): void;
  /** The brands to choose from, sorted. */
  brands: string[];
}

/** A price bound as the server takes it: rupees, whole or with up to two decimals. */
export function isPriceText(text: string): boolean {
  return /^\d{1,9}(\.\d{1,2})?$/.test(text);
}

/** A price box's text the filter can take: empty (no bound) or a price. */
const validBound = (text: string) => text === "" || isPriceText(text);

/**
 * Two brand names in alphabetical order, case aside. A plain comparison, not `localeCompare`: the
 * page's first `localeCompare` sets up the browser's collator, which cost 50 ms of the catalog's
 * first render on the slow phone (CPU four times slower), for names in plain Latin letters.
 */
function byName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The brands to choose from, each once (case aside), sorted; the chosen one always among them. */
export function brandsOf(brands: readonly string[] | undefined, chosen: string): string[] {
  const byKey = new Map<string, string>();
  for (const brand of brands ?? []) if (brand.trim()) byKey.set(brand.trim().toLowerCase(), brand.trim());
  if (chosen && !byKey.has(chosen.toLowerCase())) byKey.set(chosen.toLowerCase(), chosen);
  return [...byKey.values()].sort(byName);
}

/**
 * The price range: two boxes, sent once the shopper pauses typing and only when they make a
 * range (a lowest price above the highest is said under them instead).
 */
function PriceRange({ filter, onChange }: Pick<Props, "filter" | "onChange">) {
  const [min, setMin] = useState(filter.minPrice);
  const [max, setMax] = useState(filter.maxPrice);
  useEffect(() => setMin(filter.minPrice), [filter.minPrice]);
  useEffect(() => setMax(filter.maxPrice), [filter.maxPrice]);
  const valid = validBound;
  const crossed = min !== "" && max !== "" && valid(min) && valid(max) && Number(min) > Number(max);
  useEffect(() => {
    if (min === filter.minPrice && max === filter.maxPrice) return;
    if (!valid(min) || !valid(max) || crossed) return;
    const timer = setTimeout(() => onChange({ minPrice: min, maxPrice: max }), 500);
    return () => clearTimeout(timer);
  }, [min, max, crossed, filter.minPrice, filter.maxPrice, onChange]);

  const box = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div className="cf-field cf-price">
      <label className="cf-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={value}
        maxLength={12}
        aria-invalid={!valid(value) || crossed}
        aria-describedby={crossed ? "catalog-price-problem" : undefined}
        onChange={(e) => set(e.target.value.trim())}
      />
      <Outline label={label} />
    </div>
  );
  return (
    <div className="cf-range">
      <div className="cf-range-boxes">
        {box("catalog-min-price", "Lowest price (Rs)", min, setMin)}
        {box("catalog-max-price", "Highest price (Rs)", max, setMax)}
      </div>
      {crossed && (
        <p id="catalog-price-problem" className="cf-problem" role="status">
          The lowest price is above the highest.
        </p>
      )}
    </div>
  );
}

/** The outline with the label's notch, as MUI's outlined field draws it. */
function Outline({ label }: { label: string }) {
  return (
    <fieldset aria-hidden="true">
      <legend>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}

/**
 * Search (name, brand or model), sort, brand, price range, and the six categories as chips that
 * scroll on a phone.
 * Plain form elements styled by catalog.css like MUI's small outlined fields and clickable chips;
 * the sort is the phone's own picker.
 */
export function CatalogFilters({ filter, onChange, brands }: Props) {
  const [text, setText] = useState(filter.q);
  useEffect(() => setText(filter.q), [filter.q]);
  // Asks the server once the shopper pauses typing, not on every key.
  useEffect(() => {
    if (text === filter.q) return;
    const timer = setTimeout(() => onChange({ q: text }), 300);
    return () => clearTimeout(timer);
  }, [text, filter.q, onChange]);

  return (
    <div className="cf">
      <div className="cf-row">
        <div className="cf-field cf-search">
          <label className="cf-label" htmlFor="catalog-search">
            Search products
          </label>
          <span className="cf-icon">
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
            </svg>
          </span>
          <input
            id="catalog-search"
            type="search"
            placeholder="Name, brand or model"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") onChange({ q: text });
            }}
          />
          <Outline label="Search products" />
        </div>
        <div className="cf-field cf-sort">
          <label className="cf-label" htmlFor="catalog-sort">
            Sort by
          </label>
          <select
            id="catalog-sort"
            value={filter.sort}
            onChange={(e) => onChange({ sort: e.target.value as ProductSort | "" })}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <svg className="cf-arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 10l5 5 5-5z" />
          </svg>
          <Outline label="Sort by" />
        </div>
      </div>
      <div className="cf-row">
        <div className="cf-field cf-brand">
          <label className="cf-label" htmlFor="catalog-brand">
            Brand
          </label>
          <select
            id="catalog-brand"
            value={filter.brand}
            onChange={(e) => onChange({ brand: e.target.value })}
          >
            <option value="">All brands</option>
            {brands.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
          <svg className="cf-arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M7 10l5 5 5-5z" />
          </svg>
          <Outline label="Brand" />
        </div>
        <PriceRange filter={filter} onChange={onChange} />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a border and a legend the design does not have */}
      <div role="group" aria-label="Category" className="cf-chips">
        {(["", ...CATEGORIES] as (Category | "")[]).map((c) => (
          <button
            key={c || "all"}
            type="button"
            className="cf-chip"
            aria-pressed={filter.category === c}
            onClick={() => onChange({ category: c })}
          >
            {c || "All"}
          </button>
        ))}
      </div>
    </div>
  );
}

import SearchIcon from "@mui/icons-material/Search";
import {
  Box,
  Chip,
  FormControl,
  InputAdornment,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Stack,
} from "@mui/material";
import type { ProductSort } from "@shop/shared/constants";
import { CATEGORIES, type Category } from "@shop/shared/constants";
import { useEffect, useState } from "react";
import type { CatalogFilter } from "./catalog-api.ts";

const SORTS: { value: ProductSort | ""; label: string }[] = [
  { value: "", label: "Featured" },
  { value: "newest", label: "Newest first" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
];

interface Props {
  filter: CatalogFilter;
  onChange(next: Partial<CatalogFilter>): void;
}

/** Search (name, brand or model), sort, and the six categories as chips that scroll on a phone. */
export function CatalogFilters({ filter, onChange }: Props) {
  const [text, setText] = useState(filter.q);
  useEffect(() => setText(filter.q), [filter.q]);
  // Asks the server once the shopper pauses typing, not on every key.
  useEffect(() => {
    if (text === filter.q) return;
    const timer = setTimeout(() => onChange({ q: text }), 300);
    return () => clearTimeout(timer);
  }, [text, filter.q, onChange]);

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
        <FormControl size="small" fullWidth>
          <InputLabel htmlFor="catalog-search">Search products</InputLabel>
          <OutlinedInput
            id="catalog-search"
            type="search"
            label="Search products"
            placeholder="Name, brand or model"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") onChange({ q: text });
            }}
            startAdornment={
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            }
            inputProps={{ maxLength: 100 }}
          />
        </FormControl>
        {/* The phone's own picker: MUI's select menu would add 17 KB to the catalog's first load. */}
        <FormControl size="small" sx={{ minWidth: { sm: 220 } }}>
          <InputLabel htmlFor="catalog-sort" shrink>
            Sort by
          </InputLabel>
          <NativeSelect
            id="catalog-sort"
            value={filter.sort}
            onChange={(e) => onChange({ sort: e.target.value as ProductSort | "" })}
            input={<OutlinedInput label="Sort by" notched />}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
      </Stack>
      <Box
        role="group"
        aria-label="Category"
        sx={{ display: "flex", gap: 1, overflowX: "auto", pb: 0.5, flexWrap: { xs: "nowrap", md: "wrap" } }}
      >
        {(["", ...CATEGORIES] as (Category | "")[]).map((c) => (
          <Chip
            key={c || "all"}
            label={c || "All"}
            clickable
            color={filter.category === c ? "primary" : "default"}
            variant={filter.category === c ? "filled" : "outlined"}
            aria-pressed={filter.category === c}
            onClick={() => onChange({ category: c })}
          />
        ))}
      </Box>
    </Stack>
  );
}

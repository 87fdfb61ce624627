import { Box, List, ListItemButton, ListItemText, TextField, Typography } from "@mui/material";
import { formatRs } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { useDeferredValue, useEffect, useRef, useState } from "react";
import { useCounterSearch } from "./counter-api.ts";
import { bestMatch } from "./sale-lines.ts";

/**
 * The counter's search box, made for a keyboard and a barcode scanner (which types the model or
 * code and presses Enter): it has the focus, finds products by name, brand or model as you type,
 * Enter adds the best match and empties the box for the next scan.
 */
export function CounterSearch({ onAdd, focusKey }: { onAdd: (product: Product) => void; focusKey: number }) {
  const [text, setText] = useState("");
  const deferred = useDeferredValue(text);
  const found = useCounterSearch(deferred);
  const input = useRef<HTMLInputElement>(null);
  // A scanner types faster than the search answers: Enter waits for the answer to what was typed.
  const pendingEnter = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new focusKey asks for the focus back (a line removed, serials scanned)
  useEffect(() => {
    input.current?.focus();
  }, [focusKey]);

  const add = (product: Product | undefined) => {
    if (!product) return;
    onAdd(product);
    setText("");
    input.current?.focus();
  };

  const results = deferred.trim() && found.data ? found.data : [];
  const current = results.length > 0 && deferred === text && !found.isPlaceholderData;

  useEffect(() => {
    if (pendingEnter.current && current) {
      pendingEnter.current = false;
      add(bestMatch(results, text));
    }
  });

  return (
    <Box sx={{ position: "relative" }}>
      <TextField
        inputRef={input}
        autoFocus
        fullWidth
        label="Scan or search a product"
        placeholder="Name, brand or model, then Enter"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          if (current) add(bestMatch(results, text));
          else if (text.trim()) pendingEnter.current = true;
        }}
        slotProps={{ htmlInput: { "aria-describedby": "counter-search-hint", autoComplete: "off" } }}
      />
      <Typography id="counter-search-hint" variant="caption" color="textSecondary">
        Enter adds the best match.
      </Typography>
      {results.length > 0 && (
        <List
          aria-label="Products found"
          dense
          sx={{
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            mt: 0.5,
            maxHeight: 320,
            overflowY: "auto",
            bgcolor: "background.paper",
          }}
        >
          {results.map((p) => (
            <ListItemButton key={p.id} onClick={() => add(p)} disabled={p.quantity === 0}>
              <ListItemText
                primary={p.name}
                secondary={`${[p.brand, p.model].filter(Boolean).join(" ")} · ${formatRs(p.price)} · ${
                  p.quantity === 0 ? "out of stock" : `${p.quantity} in stock`
                }`}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      {deferred.trim() && found.data?.length === 0 && !found.isFetching && (
        <Typography sx={{ mt: 1 }} color="textSecondary">
          No product matches “{deferred.trim()}”.
        </Typography>
      )}
    </Box>
  );
}

import "./city-field.css";
import { areaChargeText, type DeliveryArea, notDeliveredMessage } from "@shop/shared/delivery";
import { formatRs } from "@shop/shared/money";
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { ICONS } from "../../layouts/shell-icons.tsx";
import { useCompanyContact } from "../../lib/contact-record.ts";
import { PlainTextField } from "../../lib/plain-text-field.tsx";
import type { DeliveryQuote } from "./delivery-quote.ts";

interface Props {
  value: string;
  areas: readonly DeliveryArea[];
  quote: DeliveryQuote;
  onChange(city: string): void;
  /** A message of the form check or the server, shown instead of the charge. */
  error: string | undefined;
}

/** How the highlighted option got its highlight: the keyboard's is drawn stronger (MUI's focusVisible). */
type HighlightReason = "keyboard" | "mouse" | "touch" | null;

/** MUI Autocomplete's default filter: the options whose name contains the text, any case or accent. */
export function filterCities(names: readonly string[], text: string): string[] {
  const plain = (s: string) =>
    s
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "");
  const wanted = plain(text);
  return wanted ? names.filter((name) => plain(name).includes(wanted)) : [...names];
}

/**
 * The popup's place: under the field, or above it when it does not fit below and does above (as
 * MUI's Popper flips), at whole pixels of the page.
 */
function popupPlace(anchor: HTMLElement, popup: HTMLElement) {
  const box = anchor.getBoundingClientRect();
  const height = popup.getBoundingClientRect().height;
  const viewport = document.documentElement.clientHeight;
  const above = box.bottom + height > viewport && box.top - height >= 0;
  const x = Math.round(box.left + window.scrollX);
  const y = Math.round((above ? box.top - height : box.bottom) + window.scrollY);
  return { x, y, above };
}

/**
 * The home delivery's city: offers the areas the shop delivers to as the shopper types, and says
 * what delivery there costs as soon as the city is one of them, or whom to call when it is not.
 *
 * A plain ARIA 1.2 combobox in place of MUI's Autocomplete (freeSolo), with its behaviour and
 * look: a click or typing opens the list, typing filters it, the arrows move the highlight (the
 * input keeps the focus: aria-activedescendant), Enter picks, Escape closes, any text may stay
 * (a city the shop does not serve is said so), and the clear button empties the field.
 */
export function CityField({ value, areas, quote, onChange, error }: Props) {
  const shop = useCompanyContact();
  const id = useId();
  const typed = value.trim() !== "";
  const names = areas.map((a) => a.name);
  // Part of a name the list still offers ("Ita" on the way to Itahari): the shopper is still
  // typing, so the field is not marked yet. Sending the form checks the city whatever it is.
  const onTheWay = typed && !quote.area && filterCities(names, value.trim()).length > 0;
  const notServed = typed && quote.known && !quote.area && !onTheWay;
  let hint: string;
  if (quote.area) {
    hint =
      quote.charge === 0
        ? `Delivery to ${quote.area.name} is free for this order.`
        : `Delivery to ${quote.area.name}: ${formatRs(quote.charge)}${quote.area.freeFrom !== null ? ` (free from ${formatRs(quote.area.freeFrom)} of goods)` : ""}.`;
  } else if (notServed) {
    hint = notDeliveredMessage(value, shop.mobiles[0] ?? "");
  } else if (onTheWay) {
    hint = "Pick your city from the list: we show what delivery costs.";
  } else {
    hint = "Type your city: we show what delivery costs.";
  }

  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  // The option last picked (MUI's value); typing alone does not change it, emptying the field clears it.
  const [picked, setPicked] = useState<string | null>(null);
  // Just opened and not typed in since: a field that shows the picked option lists every option.
  const [pristine, setPristine] = useState(true);
  const [highlight, setHighlight] = useState<{ index: number; reason: HighlightReason }>({
    index: -1,
    reason: null,
  });
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);

  const filtered = open ? filterCities(names, picked === value && pristine ? "" : value) : [];
  const listed = open && filtered.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const dirty = value.length > 0 || picked !== null;

  // On opening and on each new text, the picked option is highlighted if listed; else none is.
  // A layout effect: the reset lands before the next key is read. A plain effect may wait for the
  // next frame, and an arrow key typed in that frame would move a highlight about to be reset.
  const filteredKey = filtered.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new text resets the highlight, as in MUI, even when the list stays the same
  useLayoutEffect(() => {
    if (!open) return;
    const rows = filteredKey ? filteredKey.split("\n") : [];
    setHighlight({ index: picked === null ? -1 : rows.indexOf(picked), reason: null });
  }, [open, value, picked, filteredKey]);

  // The highlighted option stays in view when the keys move it (not when the pointer does).
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (highlight.index === -1) {
      list.scrollTop = 0;
      return;
    }
    if (highlight.reason === "mouse" || highlight.reason === "touch") return;
    const option = list.querySelector<HTMLElement>(`[data-option-index="${highlight.index}"]`);
    if (!option || list.scrollHeight <= list.clientHeight) return;
    const bottom = option.offsetTop + option.offsetHeight;
    if (bottom > list.clientHeight + list.scrollTop) list.scrollTop = bottom - list.clientHeight;
    else if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
  }, [highlight]);

  // The popup sits on the page (a portal, as MUI's Popper) under the field's box.
  const place = useCallback(() => {
    const anchor = rootRef.current?.querySelector<HTMLElement>(".ptf-box");
    const popup = popupRef.current;
    if (!anchor || !popup) return;
    const { x, y, above } = popupPlace(anchor, popup);
    popup.style.width = `${anchor.clientWidth}px`;
    popup.style.transform = `translate(${x}px, ${y}px)`;
    popup.dataset.placement = above ? "top" : "bottom";
  }, []);
  useLayoutEffect(() => {
    if (listed) place();
  });
  useEffect(() => {
    if (!listed) return;
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [listed, place]);

  const openList = () => {
    if (open) return;
    setOpen(true);
    setPristine(true);
  };
  const close = () => {
    setOpen(false);
    setHighlight({ index: -1, reason: null });
  };
  const pick = (name: string) => {
    setPicked(name);
    if (name !== value) onChange(name);
    close();
  };
  const move = (diff: number, reason: HighlightReason) => {
    if (!open || filtered.length === 0) return;
    const last = filtered.length - 1;
    let next = highlight.index + diff;
    // The list wraps round one step at a time; a page's jump stops at its ends.
    if (next < 0) next = Math.abs(diff) > 1 ? 0 : last;
    else if (next > last) next = Math.abs(diff) > 1 ? last : 0;
    setHighlight({ index: next, reason });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A composing input method (Nepali, say) owns its keys until the text is settled.
    if (event.nativeEvent.isComposing) return;
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(step, "keyboard");
      openList();
      return;
    }
    if (event.key === "Enter") {
      // Text typed since a highlight the shopper did not choose is kept as typed.
      const programmatic = open && highlight.index !== -1 && highlight.reason === null;
      const keepTyped = !pristine && programmatic;
      if (open && highlight.index !== -1 && !keepTyped) {
        // A pick does not send the form: the shopper goes on filling it in.
        event.preventDefault();
        pick(filtered[highlight.index]!);
      } else if (value !== "" && picked !== value) {
        if (keepTyped) event.preventDefault();
        setPicked(value);
        close();
      }
      return;
    }
    if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  // A press on the field's box keeps the focus in the input; on the input, or on the box's padding,
  // it opens the list (or closes an open list of an empty field).
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const box = rootRef.current?.querySelector(".ptf-box");
    if (!box?.contains(target)) return;
    if (target !== inputRef.current) event.preventDefault();
    const onInput = target === inputRef.current || target === box;
    if (onInput && event.button === 0 && (value === "" || !open)) {
      if (open) close();
      else openList();
    }
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = rootRef.current?.querySelector(".ptf-box");
    if (box?.contains(event.target as Node)) inputRef.current?.focus();
  };

  const clear = () => {
    setPicked(null);
    onChange("");
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the input inside takes the keys; this keeps the focus in it on a press beside it
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same
    <div
      ref={rootRef}
      className={["cf-root", focused && "cf-focused", dirty && "cf-dirty"].filter(Boolean).join(" ")}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <PlainTextField
        id={id}
        fullWidth
        label="City"
        value={value}
        inputRef={inputRef}
        error={Boolean(error) || notServed}
        helperText={error ?? hint}
        onChange={(event) => {
          const text = event.target.value;
          if (text !== value) {
            onChange(text);
            setPristine(false);
          }
          // Typing opens the list, already filtered by the text; emptying the field forgets the pick.
          if (text === "") setPicked(null);
          else setOpen(true);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          close();
        }}
        slotProps={{
          htmlInput: {
            role: "combobox",
            "aria-autocomplete": "list",
            "aria-expanded": listed,
            "aria-controls": listed ? listboxId : undefined,
            "aria-activedescendant": listed && highlight.index !== -1 ? optionId(highlight.index) : undefined,
            autoComplete: "address-level2",
            autoCapitalize: "none",
            spellCheck: false,
            maxLength: 80,
            onKeyDown,
          },
          input: dirty
            ? {
                endAdornment: (
                  <button
                    type="button"
                    className="cf-clear"
                    tabIndex={-1}
                    aria-label="Clear"
                    title="Clear"
                    onClick={clear}
                  >
                    <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                      <path d={ICONS.close} />
                    </svg>
                  </button>
                ),
              }
            : undefined,
        }}
      />
      {listed &&
        createPortal(
          <div ref={popupRef} className="cf-popper" role="presentation">
            <div className="cf-paper">
              <ul
                ref={listRef}
                className="cf-listbox"
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox's popup, a list as MUI draws it
                role="listbox"
                id={listboxId}
                aria-labelledby={`${id}-label`}
                // A press in the list keeps the focus in the input.
                onMouseDown={(event) => event.preventDefault()}
              >
                {filtered.map((name, index) => {
                  const area = areas.find((a) => a.name === name);
                  const active = index === highlight.index;
                  const classes = ["cf-option"];
                  if (active) classes.push("cf-active");
                  if (active && highlight.reason === "keyboard") classes.push("cf-keyboard");
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input takes the keys (aria-activedescendant)
                    <li
                      key={name}
                      id={optionId(index)}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of that list, as MUI draws it
                      role="option"
                      tabIndex={-1}
                      aria-disabled={false}
                      aria-selected={picked === name}
                      data-option-index={index}
                      className={classes.join(" ")}
                      onMouseMove={() => {
                        if (!active) setHighlight({ index, reason: "mouse" });
                      }}
                      onTouchStart={() => setHighlight({ index, reason: "touch" })}
                      onClick={() => pick(name)}
                    >
                      <span>{name}</span>
                      {area && <span className="cf-charge">{areaChargeText(area)}</span>}
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>,
          document.body,
        )}
    </div>
  );
}

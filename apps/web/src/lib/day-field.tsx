import EventOutlined from "@mui/icons-material/EventOutlined";
import { IconButton, InputAdornment, TextField } from "@mui/material";
import { type CalendarDate, formatDayWithBs, isoDay, parseDayFirst, parseIsoDay } from "@shop/shared/dates";
import { useRef, useState } from "react";

/** "26/11/2026": how the field writes a day, day first, as the shop writes dates. */
function dayFirst(date: CalendarDate): string {
  return `${String(date.day).padStart(2, "0")}/${String(date.month).padStart(2, "0")}/${date.year}`;
}

/**
 * A Nepal calendar day for the owner's date fields (the order desk's range, the sales register's
 * range, the day close), typed day first ("26/11/2026" or "26 Nov 2026") or picked
 * from the phone's or browser's calendar (the button), with the day and its BS date written under
 * it. `value` and `onChange` speak ISO days ("2026-11-26"), as the address and the API do.
 */
export function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (iso: string | undefined) => void;
}) {
  const current = value ? parseIsoDay(value) : null;
  const [text, setText] = useState(current ? dayFirst(current) : "");
  const picker = useRef<HTMLInputElement>(null);
  // Another change of the filters (Clear, Back) writes the field anew; a value that came from
  // what was typed here leaves it as typed.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    const shown = parseDayFirst(text);
    if ((shown ? isoDay(shown) : undefined) !== (value || undefined))
      setText(current ? dayFirst(current) : "");
  }

  const typed = parseDayFirst(text);
  const wrong = text.trim() !== "" && !typed;
  const commit = (next: string) => {
    const day = parseDayFirst(next);
    if (next.trim() === "") onChange(undefined);
    else if (day) onChange(isoDay(day));
  };

  return (
    <TextField
      size="small"
      label={label}
      placeholder="dd/mm/yyyy"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        commit(e.target.value);
      }}
      error={wrong}
      helperText={wrong ? "Write the day first, such as 26/11/2026" : typed ? formatDayWithBs(typed) : " "}
      slotProps={{
        htmlInput: { inputMode: "numeric", autoComplete: "off" },
        inputLabel: { shrink: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={`${label}: pick from a calendar`}
                onClick={() => picker.current?.showPicker?.()}
              >
                <EventOutlined fontSize="small" />
              </IconButton>
              {/* The browser's own calendar; what is picked is written day first in the field. */}
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                value={value ?? ""}
                onChange={(e) => {
                  const day = parseIsoDay(e.target.value);
                  setText(day ? dayFirst(day) : "");
                  onChange(day ? isoDay(day) : undefined);
                }}
                style={{
                  position: "absolute",
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  opacity: 0,
                  border: 0,
                }}
              />
            </InputAdornment>
          ),
        },
      }}
      sx={{ flex: 1, minWidth: 170, "& .MuiInputBase-root": { bgcolor: "background.paper" } }}
    />
  );
}

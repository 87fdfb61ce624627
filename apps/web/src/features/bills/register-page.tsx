import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { BS_MONTHS, bikramSambat, bsMonthRange, formatDayWithBs, parseIsoDay } from "@shop/shared/dates";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { AdminPageHeader } from "../../lib/admin-page-header.tsx";
import { failureMessage } from "../../lib/api-errors.ts";
import { useAdminCards } from "../../lib/card-list.tsx";
import { ChoiceToggle } from "../../lib/choice-toggle.tsx";
import { DayField } from "../../lib/day-field.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { useShopToday } from "../../lib/shop-time-api.ts";
import { toast } from "../../lib/toast.tsx";
import { type DayRange, useRegisterCsv, useSalesRegister } from "./bills-api.ts";
import { DayClosePanel } from "./day-close-panel.tsx";
import { RegisterCards, RegisterTable } from "./register-rows.tsx";

/** The BS month a day is in, as {year, month}. */
function bsMonthOf(day: string): { year: number; month: number } {
  const parsed = parseIsoDay(day) ?? { year: 2026, month: 1, day: 1 };
  const bs = bikramSambat(parsed);
  return { year: bs.year, month: bs.month };
}

/**
 * The sales register (/admin/bills) for the accountant's monthly VAT return: a Bikram Sambat
 * month or any range of days, each bill and credit note with its BS date, number, buyer and PAN,
 * taxable amount, VAT and total, the totals (credit notes subtract), the same rows as a CSV file;
 * and the day close below. A table on a wide screen, a card per row on a phone or a tablet.
 */
export function RegisterPage() {
  usePageTitle("Sales register");
  const today = useShopToday();
  const [search, setSearch] = useSearchParams();
  const current = bsMonthOf(today);
  const mode = search.get("from") ? "range" : "month";
  const year = Number(search.get("year")) || current.year;
  const month = Number(search.get("month")) || current.month;
  const range: DayRange =
    mode === "range"
      ? { from: search.get("from") ?? today, to: search.get("to") ?? today }
      : bsMonthRange(year, month);
  const register = useSalesRegister(range);
  const cards = useAdminCards();
  const csv = useRegisterCsv();
  const [rangeDraft, setRangeDraft] = useState<DayRange>(range);

  const setMode = (next: "month" | "range") =>
    setSearch(next === "month" ? {} : { from: range.from, to: range.to }, { replace: true });

  return (
    <Box>
      <AdminPageHeader title="Sales register" />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2, alignItems: { md: "center" } }}>
        <ChoiceToggle
          value={mode}
          onChange={setMode}
          choices={[
            ["month", "BS month"],
            ["range", "Date range"],
          ]}
          label="Register period"
        />
        {mode === "month" ? (
          <Stack direction="row" spacing={1}>
            <TextField
              select
              size="small"
              label="Month"
              value={month}
              onChange={(e) => setSearch({ year: String(year), month: e.target.value }, { replace: true })}
              sx={{ minWidth: 140 }}
            >
              {BS_MONTHS.map((name, i) => (
                <MenuItem key={name} value={i + 1}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Year (BS)"
              value={year}
              onChange={(e) => setSearch({ year: e.target.value, month: String(month) }, { replace: true })}
              sx={{ minWidth: 110 }}
            >
              {[current.year - 2, current.year - 1, current.year].map((y) => (
                <MenuItem key={y} value={y}>
                  {y}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        ) : (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: "wrap", alignItems: "flex-start" }}
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              setSearch({ from: rangeDraft.from, to: rangeDraft.to }, { replace: true });
            }}
          >
            {(["from", "to"] as const).map((end) => (
              <DayField
                key={end}
                label={end === "from" ? "From" : "To"}
                value={rangeDraft[end] || undefined}
                onChange={(day) => setRangeDraft((draft) => ({ ...draft, [end]: day ?? "" }))}
              />
            ))}
            <Button type="submit" variant="outlined">
              Show
            </Button>
          </Stack>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlined />}
          disabled={csv.isPending}
          onClick={() => csv.mutate(range, { onError: (e) => toast(failureMessage(e), "error") })}
        >
          Download CSV
        </Button>
      </Stack>
      <Typography color="textSecondary" sx={{ mb: 1 }}>
        {shownDay(range.from)} to {shownDay(range.to)}
      </Typography>

      {register.isPending ? (
        <CircularProgress aria-label="Loading the register" />
      ) : !register.data ? (
        <Alert severity="error">{failureMessage(register.error)}</Alert>
      ) : cards ? (
        <RegisterCards register={register.data} />
      ) : (
        <RegisterTable register={register.data} />
      )}
      <DayClosePanel today={today} />
    </Box>
  );
}

/** "1 Nov 2026 · 15 Kartik 2083 BS": a day of the range as the shop writes dates. */
function shownDay(iso: string): string {
  const day = parseIsoDay(iso);
  return day ? formatDayWithBs(day) : iso;
}

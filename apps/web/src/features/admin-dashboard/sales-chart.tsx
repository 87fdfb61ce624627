import { alpha } from "@mui/material/styles";
import { formatRs, formatRupees } from "@shop/shared/money";
import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Title,
  Tooltip,
} from "chart.js";
import { Line } from "react-chartjs-2";
import { palette } from "../../lib/theme-tokens.ts";

// Only what a line chart needs, registered here so Chart.js ships in the dashboard's chunk alone.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Title, Tooltip, Legend);

export const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The year's sales less returns: months Jan to Dec, legend on top, y from zero, smooth star points
 * (tension 0.5). A month with more returns than sales is below zero: `beginAtZero` only adds zero to
 * the axis, it does not cut the axis off there.
 * `months`: how many months of the year have begun; the line stops there instead of falling to
 * zero through the months still to come (their labels stay on the axis).
 */
export function SalesChart({ sales, year, months = 12 }: { sales: number[]; year: number; months?: number }) {
  const shown = sales.map((value, i) => (i < months ? value : null));
  return (
    <Line
      aria-label={`Sales of each month of ${year}, less returns`}
      role="img"
      // The same figures as a table, for screen readers (and for the journey test to read).
      fallbackContent={
        <table>
          <caption>Sales of each month of {year}, less returns</caption>
          <tbody>
            {MONTHS.slice(0, months).map((month, i) => (
              <tr key={month}>
                <th scope="row">{month}</th>
                <td>{formatRs(sales[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
      options={{
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { position: "top" },
          // The title stays "Sales" as the original screen has it; the Sells card's caption says returns are taken off.
          title: { display: true, text: `Sales ${year}` },
          tooltip: { callbacks: { label: (item) => formatRs(Number(item.raw)) } },
        },
        scales: { y: { beginAtZero: true, ticks: { callback: (value) => formatRupees(Number(value)) } } },
      }}
      data={{
        labels: MONTHS,
        datasets: [
          {
            label: "Sales",
            data: shown,
            borderColor: palette.primary,
            backgroundColor: alpha(palette.primary, 0.5),
            pointStyle: "star",
            pointRadius: 7,
            pointHoverRadius: 10,
            tension: 0.5,
          },
        ],
      }}
    />
  );
}

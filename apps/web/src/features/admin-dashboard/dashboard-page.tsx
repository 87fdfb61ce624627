import Inventory2OutlinedIcon from "@mui/icons-material/Inventory2Outlined";
import PendingActionsOutlinedIcon from "@mui/icons-material/PendingActionsOutlined";
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from "@mui/material";
import { ROUTES } from "@shop/shared/api-routes";
import { formatBsDate, formatShopWeekdayDate } from "@shop/shared/dates";
import { formatRupees } from "@shop/shared/money";
import { LOW_STOCK } from "@shop/shared/products";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { usePageTitle } from "../../lib/page-title.ts";
import { useShopTime } from "../../lib/shop-time-api.ts";
import {
  figureQuery,
  type LowStockItem,
  NEXT_PERIOD,
  PERIOD_ROUTES,
  type PendingFigure,
  type Period,
  useFigure,
} from "./dashboard-api.ts";
import { SalesChart } from "./sales-chart.tsx";

const TWELVE_ZEROS: number[] = Array.from({ length: 12 }, () => 0);

function FigureCard({
  title,
  value,
  testId,
  caption,
}: {
  title: string;
  value: string;
  testId: string;
  caption?: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardContent>
        <Typography color="textSecondary" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        <Typography data-testid={testId} sx={{ fontSize: { xs: "1.5rem", md: "2.2rem" }, fontWeight: 700 }}>
          {value}
        </Typography>
        {caption && (
          <Typography variant="body2" color="textSecondary" data-testid={`${testId}-caption`}>
            {caption}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The owner's dashboard: the period's sales and orders, the year's chart, and what needs
 * attention this morning. A failed call keeps the figure it had rather than showing a wrong 0.
 */
export function DashboardPage() {
  usePageTitle("Admin-DashBoard");
  const [period, setPeriod] = useState<Period>("Daily");
  const sales = useFigure(figureQuery<number>(PERIOD_ROUTES[period].sales), 0);
  const orders = useFigure(figureQuery<number>(PERIOD_ROUTES[period].orders), 0);
  const periodPending = useFigure<PendingFigure | null>(figureQuery(PERIOD_ROUTES[period].pending), null);
  const salesArray = useFigure(
    figureQuery<number[]>(ROUTES.dashboardSalesByMonth, "SalesArray", (months) => months?.length === 12),
    TWELVE_ZEROS,
  );
  const pending = useFigure<number | null>(figureQuery(ROUTES.dashboardPendingOrders), null);
  const lowStock = useFigure<LowStockItem[] | null>(figureQuery(ROUTES.dashboardLowStock), null);
  const shopTime = useShopTime();

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between" }}>
        <Box>
          <Typography variant="h1">Admin-DashBoard</Typography>
          {/* Today in the shop: the day the Daily figures count. */}
          {shopTime.data && (
            <Typography color="textSecondary" data-testid="dashboard-today">
              {formatShopWeekdayDate(shopTime.data.now, shopTime.data.timeZone)} ·{" "}
              {formatBsDate(shopTime.data.now, shopTime.data.timeZone)} BS
            </Typography>
          )}
        </Box>
        <Button
          variant="contained"
          onClick={() => setPeriod(NEXT_PERIOD[period])}
          aria-label={`Period: ${period}. Show ${NEXT_PERIOD[period]}`}
          sx={{ minWidth: 110 }}
        >
          {period}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <FigureCard
            title="Sells"
            value={`${formatRupees(sales)} Rs`}
            testId="dashboard-sales"
            // Returns are the period's credit notes: a period with more returns than sales is below 0.
            caption="Accepted orders, less returns: not pending, rejected or cancelled"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FigureCard
            title="Orders"
            value={String(orders)}
            testId="dashboard-orders"
            caption="Every order but rejected or cancelled"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <FigureCard
            title={`Pending (${period.toLowerCase()})`}
            value={periodPending ? `${formatRupees(periodPending.sales)} Rs` : "–"}
            testId="dashboard-period-pending"
            caption={
              periodPending
                ? `${periodPending.orders} ${periodPending.orders === 1 ? "order" : "orders"} not yet accepted, not counted in Sells`
                : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Card variant="outlined" sx={{ height: "100%" }}>
            <CardActionArea
              component={RouterLink}
              to="/admin/ad-message?status=Pending"
              sx={{ height: "100%" }}
            >
              <CardContent>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
                  <PendingActionsOutlinedIcon color="warning" sx={{ fontSize: 36 }} />
                  <div>
                    <Typography color="textSecondary" sx={{ fontWeight: 500 }}>
                      Waiting for approval
                    </Typography>
                    <Typography data-testid="dashboard-pending" sx={{ fontSize: "1.8rem", fontWeight: 700 }}>
                      {pending ?? "–"}
                    </Typography>
                  </div>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ position: "relative", height: { xs: 260, md: 360 } }}>
              <SalesChart
                sales={salesArray}
                year={shopTime.data ? Number(shopTime.data.today.slice(0, 4)) : new Date().getFullYear()}
                // The months still to come have no sales yet: the line stops at this month.
                months={shopTime.data ? Number(shopTime.data.today.slice(5, 7)) : new Date().getMonth() + 1}
              />
            </Box>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Paper variant="outlined" component="section" aria-labelledby="low-stock-title" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <Inventory2OutlinedIcon color="error" />
              <Typography id="low-stock-title" variant="h2" sx={{ fontSize: "1.1rem" }}>
                Low stock ({LOW_STOCK} or fewer)
              </Typography>
            </Stack>
            {lowStock && lowStock.length === 0 && (
              <Typography color="textSecondary" sx={{ mt: 1 }}>
                Every product has more than 3 pieces.
              </Typography>
            )}
            <List dense aria-label="Low stock">
              {lowStock?.map((item) => (
                <ListItem key={item.id} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/admin/ad-productUpdate/${item.id}`}>
                        {item.name}
                      </Link>
                    }
                  />
                  <Typography
                    sx={{
                      fontWeight: 600,
                      color: item.quantity === 0 ? "error.main" : "warning.main",
                      ml: 1,
                    }}
                  >
                    {item.quantity === 0 ? "Sold out" : `${item.quantity} left`}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}

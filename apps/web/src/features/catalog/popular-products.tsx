import { Box, Card, CardActionArea, CardContent, CardMedia, Typography } from "@mui/material";
import type { Envelope } from "@shop/shared/api";
import { formatRs } from "@shop/shared/money";
import type { Product } from "@shop/shared/products";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router";
import { publicApi } from "../../lib/api.ts";

/** The best sellers (GET orders/getPopular-products); shows nothing until something has sold. */
export function PopularProducts() {
  const popular = useQuery({
    queryKey: ["products", "popular"],
    queryFn: async () => (await publicApi.get<Envelope<Product[]>>("/orders/getPopular-products")).data.data,
  });
  if (!popular.data || popular.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="popular-products-title" sx={{ my: 4 }}>
      <Typography id="popular-products-title" variant="h2" sx={{ mb: 2 }}>
        Popular Products
      </Typography>
      <Box
        sx={{
          display: "grid",
          gridAutoFlow: "column",
          gridAutoColumns: { xs: "44%", sm: "30%", md: "23%" },
          gap: 2,
          overflowX: "auto",
          pb: 1,
          scrollSnapType: "x mandatory",
        }}
      >
        {popular.data.map((product) => (
          <Card key={product.id} variant="outlined" sx={{ scrollSnapAlign: "start" }}>
            <CardActionArea
              component={RouterLink}
              to={`/singleProduct/${product.id}`}
              sx={{ height: "100%" }}
            >
              <CardMedia
                component="img"
                image={product.thumbnailName}
                alt={product.name}
                loading="lazy"
                sx={{ aspectRatio: "1 / 1", objectFit: "cover" }}
              />
              <CardContent sx={{ p: 1.5 }}>
                <Typography
                  sx={{
                    fontWeight: 500,
                    fontSize: 14,
                    display: "-webkit-box",
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: "vertical",
                    overflow: "hidden",
                  }}
                >
                  {product.name}
                </Typography>
                <Typography color="primary" sx={{ fontWeight: 700, mt: 0.5 }}>
                  {formatRs(product.price)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

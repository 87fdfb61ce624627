import { Box, Typography } from "@mui/material";
import type { Product } from "@shop/shared/products";

/**
 * A product's specifications as a two-column table, in the owner's order ("RAM | 16 GB"). Nothing
 * when it has none, or when the answer was kept offline from before the shop had specifications.
 */
export function ProductSpecs({ specs }: { specs: Product["specs"] | undefined }) {
  if (!specs || specs.length === 0) return null;
  return (
    <Box sx={{ pt: 1 }}>
      <Typography variant="h3" component="h2" gutterBottom>
        Specifications
      </Typography>
      <Box
        component="table"
        sx={{
          width: "100%",
          borderCollapse: "collapse",
          "& th, & td": {
            textAlign: "left",
            verticalAlign: "top",
            py: 1,
            px: 1.5,
            borderBottom: 1,
            borderColor: "divider",
            overflowWrap: "anywhere",
          },
          "& th": { fontWeight: 600, width: "38%", color: "text.secondary" },
          "& tr:nth-of-type(odd)": { bgcolor: "action.hover" },
        }}
      >
        <tbody>
          {specs.map((s) => (
            <tr key={s.label}>
              <th scope="row">{s.label}</th>
              <td>{s.value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

import { Box, LinearProgress, Typography } from "@mui/material";

/** How much of a form with pictures has been sent, while it is being sent. */
export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <Box sx={{ maxWidth: 420 }}>
      <LinearProgress variant="determinate" value={percent} aria-label="Uploading" />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }} aria-live="polite">
        {percent < 100 ? `Uploading… ${percent}%` : "Uploaded, saving…"}
      </Typography>
    </Box>
  );
}

/** An upload-progress handler (api.ts RequestConfig.onUploadProgress) that reports whole percents. */
export function progressHandler(onPercent: (percent: number) => void) {
  return (event: { loaded: number; total?: number }) => {
    if (event.total) onPercent(Math.min(100, Math.round((event.loaded / event.total) * 100)));
  };
}

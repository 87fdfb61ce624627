import ImageOutlinedIcon from "@mui/icons-material/ImageOutlined";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useEffect, useId, useState } from "react";

/** What the server accepts; it decodes every file again and refuses anything else. */
export const PICTURE_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

interface Props {
  /** The form field name (mainFile, optionalFile1, image, ...). */
  name: string;
  label: string;
  file: File | null;
  /** The picture saved now, shown until a new file is chosen. */
  currentUrl?: string | null | undefined;
  required?: boolean;
  onChange(file: File | null): void;
  /** Offered for a saved optional picture: marks it to be taken away (and back). */
  removed?: boolean;
  onRemovedChange?(removed: boolean): void;
}

/** A picture chooser with a preview, usable by touch on a phone. */
export function PictureInput({
  name,
  label,
  file,
  currentUrl,
  required,
  onChange,
  removed = false,
  onRemovedChange,
}: Props) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? (removed ? null : currentUrl) ?? null;
  const note = file
    ? file.name
    : removed
      ? "Will be removed when you save"
      : currentUrl
        ? "Current picture kept unless you choose another"
        : "JPEG, PNG, WebP, AVIF or GIF";

  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: "center", border: 1, borderColor: "divider", borderRadius: 2, p: 1 }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          flexShrink: 0,
          borderRadius: 1,
          bgcolor: "grey.100",
          display: "grid",
          placeItems: "center",
          overflow: "hidden",
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt=""
            sx={{ width: "100%", height: "100%", objectFit: "contain" }}
          />
        ) : (
          <ImageOutlinedIcon color="disabled" />
        )}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 600, display: "block" }}>
          {label}
          {required ? " *" : ""}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {note}
        </Typography>
      </Box>
      {/* The file input itself covers this button-like box: one focusable control, not a control inside
          another (axe: nested-interactive). The box shows the input's keyboard focus. */}
      <Box
        component="span"
        sx={{
          position: "relative",
          flexShrink: 0,
          px: 1.25,
          py: 0.5,
          border: 1,
          borderColor: "primary.main",
          borderRadius: 1,
          color: "primary.main",
          fontSize: "0.8125rem",
          fontWeight: 500,
          "&:focus-within": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 2 },
          "&:hover": { bgcolor: "action.hover" },
        }}
      >
        Choose
        <input
          id={id}
          name={name}
          type="file"
          accept={PICTURE_TYPES}
          aria-label={label}
          onChange={(e) => {
            onChange(e.target.files?.[0] ?? null);
            // The file lives in state; an emptied input lets the same file be chosen again.
            e.target.value = "";
          }}
          style={{ position: "absolute", inset: 0, opacity: 0, cursor: "pointer", width: "100%" }}
        />
      </Box>
      {file && (
        <Button size="small" onClick={() => onChange(null)}>
          Clear
        </Button>
      )}
      {!file && currentUrl && onRemovedChange && (
        <Button size="small" color={removed ? "primary" : "error"} onClick={() => onRemovedChange(!removed)}>
          {removed ? "Keep" : "Remove"}
        </Button>
      )}
    </Stack>
  );
}

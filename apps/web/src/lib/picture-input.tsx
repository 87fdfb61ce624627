import ImageOutlinedIcon from "@mui/icons-material/ImageOutlined";
import { Box, Button, Stack, Typography } from "@mui/material";
import { pictureProblem, sizeText } from "@shop/shared/uploads";
import { useEffect, useId, useState } from "react";
import { usePictureRules } from "./picture-rules-api.ts";

interface Props {
  /** The form field name (mainFile, optionalFile1, image, ...). */
  name: string;
  label: string;
  file: File | null;
  /** The picture saved now, shown until a new file is chosen. */
  currentUrl?: string | null | undefined;
  required?: boolean;
  onChange(file: File | null): void;
  /** The field's message when it is marked wrong (by the form, the server, or a refused choice). */
  error?: string | undefined;
  /**
   * Told what is wrong with a chosen file (too large, not a picture), which is then not taken, or
   * null when a file is taken: the check happens here, before anything is sent.
   */
  onProblem?(message: string | null): void;
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
  error,
  onProblem,
  removed = false,
  onRemovedChange,
}: Props) {
  const id = useId();
  const rules = usePictureRules();
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
        : `JPEG, PNG, WebP, AVIF or GIF, at most ${sizeText(rules.maxBytes)}`;

  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{
        alignItems: "center",
        border: error ? 2 : 1,
        borderColor: error ? "error.main" : "divider",
        borderRadius: 2,
        p: error ? "7px" : 1,
      }}
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
        <Typography
          id={`${id}-note`}
          variant="caption"
          color={error ? "error" : "textSecondary"}
          component="p"
          // A file's name may be long; the hints and messages wrap.
          noWrap={Boolean(file) && !error}
          sx={error ? { fontWeight: 600 } : undefined}
        >
          {error ?? note}
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
          accept={rules.types.join(",")}
          aria-label={label}
          aria-invalid={error ? "true" : undefined}
          aria-describedby={`${id}-note`}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            // The file lives in state; an emptied input lets the same file be chosen again.
            e.target.value = "";
            if (!chosen) return;
            // Size and type are checked here, so a 16 MB photo is refused at once, not after sending it.
            const problem = pictureProblem(chosen, name, rules.maxBytes);
            onProblem?.(problem);
            if (!problem) onChange(chosen);
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

import { Alert, Snackbar } from "@mui/material";
import { TIMINGS } from "@shop/shared/constants";
import { useToast } from "./toast.tsx";

/** The one toast of the app: bottom right, hides after 1000 ms (SPEC 2.4). */
export function ToastView() {
  const { open, message, severity, key, close } = useToast();
  return (
    <Snackbar
      key={key}
      open={open}
      autoHideDuration={TIMINGS.toastMs}
      onClose={(_event, reason) => {
        if (reason !== "clickaway") close();
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
    >
      <Alert onClose={close} severity={severity} variant="filled" sx={{ width: "100%" }}>
        {message}
      </Alert>
    </Snackbar>
  );
}

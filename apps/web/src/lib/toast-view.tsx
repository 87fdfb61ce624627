import { Alert, Snackbar } from "@mui/material";
import { TIMINGS } from "@shop/shared/constants";
import { MuiTheme } from "./mui-theme.tsx";
import { useToast } from "./toast.tsx";

/**
 * The one toast of the app, bottom right. A success hides after 1000 ms (TIMINGS.toastMs); a warning or an
 * error stays longer (TIMINGS.problemToastMs), and longer still while the pointer or focus is on it,
 * so it can be read; each can be closed at once with its button.
 */
export function ToastView() {
  const { open, message, severity, key, close } = useToast();
  return (
    <MuiTheme>
      <Snackbar
        key={key}
        open={open}
        autoHideDuration={severity === "success" ? TIMINGS.toastMs : TIMINGS.problemToastMs}
        onClose={(_event, reason) => {
          if (reason !== "clickaway") close();
        }}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      >
        <Alert onClose={close} severity={severity} variant="filled" sx={{ width: "100%" }}>
          {message}
        </Alert>
      </Snackbar>
    </MuiTheme>
  );
}

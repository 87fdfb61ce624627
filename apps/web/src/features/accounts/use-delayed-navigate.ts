import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";

/** Goes to a page after a pause (the reset flow's 2-second redirects); forgotten if the page goes away. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, ms: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), ms);
    },
    [navigate],
  );
}

/** sessionStorage key: set once the welcome splash has been shown in this browser session. */
export const SPLASH_KEY = "splashShown";

export function splashAlreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SPLASH_KEY) === "1";
  } catch {
    return true;
  }
}

export function markSplashShown(): void {
  try {
    sessionStorage.setItem(SPLASH_KEY, "1");
  } catch {
    // Storage may be blocked: the splash then shows on each load, which is harmless.
  }
}

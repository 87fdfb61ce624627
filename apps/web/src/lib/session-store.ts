import { create } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";

export type Role = "Admin" | "Customer" | "";

interface SessionState {
  token: string;
  userRole: Role;
  userName: string;
  setSession(session: { token: string; userRole: Role; userName: string }): void;
  /** Merges the given fields into the session and keeps the rest. */
  patch(fields: Partial<Pick<SessionState, "token" | "userRole" | "userName">>): void;
  clear(): void;
}

const KEYS = ["token", "userRole", "userName"] as const;

/**
 * The session lives in localStorage under three plain keys (token, userRole, userName) rather
 * than one JSON blob, so the browser holds exactly those three values and nothing else.
 */
const separateKeys: StateStorage = {
  getItem() {
    const state = Object.fromEntries(KEYS.map((k) => [k, localStorage.getItem(k) ?? ""]));
    return JSON.stringify({ state, version: 0 });
  },
  setItem(_name, value) {
    const { state } = JSON.parse(value) as { state: Record<string, string> };
    for (const key of KEYS) {
      if (state[key]) localStorage.setItem(key, state[key]);
      else localStorage.removeItem(key);
    }
  },
  removeItem() {
    for (const key of KEYS) localStorage.removeItem(key);
  },
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: "",
      userRole: "",
      userName: "",
      setSession: (session) => set(session),
      patch: (fields) => set(fields),
      clear: () => set({ token: "", userRole: "", userName: "" }),
    }),
    {
      name: "session",
      storage: createJSONStorage(() => separateKeys),
      partialize: ({ token, userRole, userName }) => ({ token, userRole, userName }),
    },
  ),
);

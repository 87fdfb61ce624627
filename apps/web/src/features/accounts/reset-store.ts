import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

interface ResetState {
  email: string;
  otp: string;
  setEmail(email: string): void;
  setOtp(otp: string): void;
  clear(): void;
}

/**
 * The e-mail and code of the reset flow, held in the browser between its three pages. Kept in
 * sessionStorage: a reload keeps them, closing the tab forgets them.
 */
export const useResetFlow = create<ResetState>()(
  persist(
    (set) => ({
      email: "",
      otp: "",
      setEmail: (email) => set({ email, otp: "" }),
      setOtp: (otp) => set({ otp }),
      clear: () => set({ email: "", otp: "" }),
    }),
    { name: "passwordReset", storage: createJSONStorage(() => sessionStorage) },
  ),
);

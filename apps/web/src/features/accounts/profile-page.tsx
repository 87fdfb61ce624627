import "../../lib/plain-ui.css";
import "./profile.css";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Outlet, Link as RouterLink } from "react-router";
import { Icon } from "../../layouts/shell-icons.tsx";
import { failure } from "../../lib/api-errors.ts";
import { LogoutDialogLater } from "../../lib/logout-dialog-later.tsx";
import { OfflineNotice } from "../../lib/offline-notice.tsx";
import { usePageTitle } from "../../lib/page-title.ts";
import { Skel } from "../../lib/plain-ui.tsx";
import { meQuery } from "../../lib/session-api.ts";
import { useSession } from "../../lib/session-store.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";

// MUI's EmailOutlined, PhoneOutlined and LogoutOutlined icons: the same paths, without MUI.
const EMAIL =
  "M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 5-8-5zm0 12H4V8l8 5 8-5z";
const PHONE =
  "M6.54 5c.06.89.21 1.76.45 2.59l-1.2 1.2c-.41-1.2-.67-2.47-.76-3.79zm9.86 12.02c.85.24 1.72.39 2.6.45v1.49c-1.32-.09-2.59-.35-3.8-.75zM7.5 3H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.49c0-.55-.45-1-1-1-1.24 0-2.45-.2-3.57-.57-.1-.04-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.45-5.15-3.76-6.59-6.59l2.2-2.2c.28-.28.36-.67.25-1.02C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1";
const LOGOUT =
  "m17 8-1.41 1.41L17.17 11H9v2h8.17l-1.58 1.58L17 16l4-4zM5 5h7V3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h7v-2H5z";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
}

function Detail(props: { icon: string; label: string; value: string }) {
  return (
    <div className="pf-detail">
      <div className="pf-detail-icon">
        <Icon d={props.icon} />
      </div>
      <div className="pf-detail-text">
        <span className="pf-caption pu-muted">{props.label}</span>
        <p className="pf-body pf-detail-value">{props.value}</p>
      </div>
    </div>
  );
}

/**
 * The profile's account part: name, e-mail and phone (or their stand-ins), log out, change password.
 * Plain elements (profile.css, MUI's look): the account pages load no MUI until a dialog opens.
 */
export function ProfilePage() {
  usePageTitle("Profile");
  const token = useSession((s) => s.token);
  const clearSession = useSession((s) => s.clear);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const user = useQuery(meQuery(token));
  const sessionEnded = user.isError && failure(user.error).status === 401;

  // A token the server no longer accepts (password changed elsewhere, account deactivated).
  useEffect(() => {
    if (sessionEnded) clearSession();
  }, [sessionEnded, clearSession]);

  const details = user.data;
  const name = details?.fullName || "Guest";

  return (
    <div className="sh-container pf-page">
      <OfflineNotice action="Your account" />
      <div className="pu-paper pf-card">
        <div className="pf-head">
          <div className="pf-avatar">{details ? initials(name) : "G"}</div>
          <div className="pf-name">
            <h1 className="pf-title">{user.isLoading ? <Skel width={200} /> : name}</h1>
            <p className="pf-body pu-muted">{details ? `${details.role} account` : "Not logged in"}</p>
          </div>
          {token && !sessionEnded ? (
            <button
              type="button"
              className="pu-button pu-button-outlined pu-button-error pf-logout"
              onClick={() => setConfirmLogout(true)}
            >
              <Icon d={LOGOUT} />
              Log Out
            </button>
          ) : (
            <RouterLink className="pu-button pu-button-contained" to="/login">
              Login
            </RouterLink>
          )}
        </div>
        <hr className="pf-divider" />
        <div className="pf-details">
          <Detail icon={EMAIL} label="Email" value={details?.email || "No Email Provided"} />
          <Detail icon={PHONE} label="Phone" value={details?.phone || "No Phone Number"} />
        </div>
      </div>
      {/*
        My Order History: the orders feature's screen, mounted by the router as this
        route's child. It comes before the password form: it is what a shopper opens the profile for.
      */}
      <div className="pf-outlet">
        <Outlet />
      </div>
      {details ? (
        <div className="pu-paper pf-card pf-password">
          <div className="pf-password-box">
            <ChangePasswordForm userId={details.id} />
          </div>
        </div>
      ) : null}
      <LogoutDialogLater open={confirmLogout} onClose={() => setConfirmLogout(false)} />
    </div>
  );
}

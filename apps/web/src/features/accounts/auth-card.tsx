import "./accounts.css";
import type { ReactNode } from "react";
import { Icon } from "../../layouts/shell-icons.tsx";
import { OfflineNotice } from "../../lib/offline-notice.tsx";

/**
 * The frame of the account screens: one centred card with an icon, a title and a hint. Plain
 * elements (accounts.css) with the look MUI's Paper, Avatar and Typography gave it. `icon` is the
 * SVG path of one of MUI's icons, drawn without MUI's SvgIcon.
 */
export function AuthCard(props: { icon: string; title: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="acc-band">
      <div className="acc-card">
        <div className="acc-head">
          <div className="acc-avatar">
            <Icon d={props.icon} />
          </div>
          <h1 className="acc-title">{props.title}</h1>
          {props.hint ? <p className="acc-hint">{props.hint}</p> : null}
        </div>
        <OfflineNotice action={props.title} />
        {props.children}
      </div>
    </div>
  );
}

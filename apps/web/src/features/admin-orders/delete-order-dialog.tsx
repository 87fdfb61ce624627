import { ConfirmDialog } from "../../lib/confirm-dialog.tsx";

/** The delete confirmation: 'This will delete …', Delete reads 'Deleting...' while busy. */
export function DeleteOrderDialog({
  name,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={`This will delete ${name}`}
      text={`You are about to delete ${name} Are you sure?`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      holdWhileBusy
      onConfirm={onConfirm}
      onClose={onCancel}
    />
  );
}

/** How an order is named in dialogs: its number and its customer. */
export function orderName(order: { id: number; users: { fullName: string } }): string {
  return `order #${order.id} of ${order.users.fullName || "a customer"}`;
}

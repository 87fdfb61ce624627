/**
 * The query keys of delivery areas: the owner's list and the checkout's both start with
 * "delivery-areas", so an owner's change refreshes the checkout's too.
 */
export const deliveryAreaKeys = {
  all: ["delivery-areas"] as const,
  everyArea: () => ["delivery-areas", "all"] as const,
  active: () => ["delivery-areas", "active"] as const,
};

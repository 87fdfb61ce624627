/** The simulator's payment pages: what the shopper sees at the gateway, with Pay and Cancel. */

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function page(title: string, brand: string, color: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1d1d1f; }
  header { background: ${color}; color: #fff; padding: 16px 20px; font-size: 1.3rem; font-weight: 700; }
  main { max-width: 420px; margin: 24px auto; padding: 0 16px; }
  .card { background: #fff; border-radius: 12px; padding: 20px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  .amount { font-size: 2rem; font-weight: 700; margin: 8px 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0 0 20px; }
  dt { color: #555; } dd { margin: 0; overflow-wrap: anywhere; }
  button { display: block; width: 100%; font-size: 1.05rem; padding: 14px; border-radius: 8px; border: 0; margin-top: 12px; cursor: pointer; }
  .pay { background: ${color}; color: #fff; font-weight: 700; }
  .cancel { background: #fff; color: #1d1d1f; border: 1px solid #888; }
  .note { color: #555; font-size: .85rem; margin-top: 16px; }
  .error { color: #b00020; font-weight: 600; }
</style>
</head>
<body>
<header>${html(brand)} <span style="font-weight:400;font-size:.9rem">(simulator)</span></header>
<main>${body}</main>
</body>
</html>`;
}

export interface PayPageDetails {
  gateway: "Khalti" | "eSewa";
  color: string;
  amountText: string;
  merchant: string;
  purchase: string;
  /** Where the Pay and Cancel buttons post, and the hidden fields they carry. */
  action: string;
  hidden: Record<string, string>;
}

/** The gateway's page: the amount, the merchant, Pay and Cancel. */
export function payPage(details: PayPageDetails): string {
  const hidden = Object.entries(details.hidden)
    .map(([name, value]) => `<input type="hidden" name="${html(name)}" value="${html(value)}">`)
    .join("");
  return page(
    `Pay with ${details.gateway}`,
    details.gateway,
    details.color,
    `<div class="card">
  <h1 style="font-size:1.2rem;margin:0">Pay ${html(details.merchant)}</h1>
  <p class="amount">${html(details.amountText)}</p>
  <dl><dt>For</dt><dd>${html(details.purchase)}</dd></dl>
  <form method="post" action="${html(details.action)}">${hidden}
    <button class="pay" type="submit" name="choice" value="pay">Pay ${html(details.amountText)}</button>
    <button class="cancel" type="submit" name="choice" value="cancel">Cancel</button>
  </form>
  <p class="note">A local simulator of ${details.gateway}'s published contract: no money moves.</p>
</div>`,
  );
}

/** What the gateway shows for a request it refuses (a bad signature, an unknown payment). */
export function errorPage(gateway: "Khalti" | "eSewa", color: string, message: string): string {
  return page(
    `${gateway}: error`,
    gateway,
    color,
    `<div class="card"><p class="error">${html(message)}</p></div>`,
  );
}

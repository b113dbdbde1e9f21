/** Slot for the product-family menu (grid icon before the site title); built in its own issue. */
export function ProductMenu() {
  return null;
}

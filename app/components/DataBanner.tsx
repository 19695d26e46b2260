export function DataBanner() {
  return null;
}

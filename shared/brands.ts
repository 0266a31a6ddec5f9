/** A brand's id in links (`/?brand=state-farm`) and in the Top Brands directory. */
export function brandSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

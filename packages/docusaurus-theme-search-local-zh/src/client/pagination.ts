/** Page numbers to show around the current one (1-based), with gaps as null. */
export function pageWindow(current: number, total: number, radius = 2): (number | null)[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let page = current - radius; page <= current + radius; page++)
    if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1]! > 1) result.push(null);
    result.push(page);
  });
  return result;
}

/** Reads `q` and `page` from a query string; page is 1-based and clamped to >= 1. */
export function readSearchParams(search: string): { query: string; page: number } {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { query: params.get('q') ?? '', page: Number.isFinite(page) && page >= 1 ? page : 1 };
}

export function writeSearchParams(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The leading items that have arrived, up to the first one still missing. */
export function readyPrefix<T>(items: readonly (T | undefined)[]): T[] {
  const missing = items.indexOf(undefined);
  return (missing === -1 ? items : items.slice(0, missing)) as T[];
}

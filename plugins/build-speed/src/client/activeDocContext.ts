/**
 * `fn(data, pathname)` remembered per data object and pathname. For a pure function of the two
 * whose data object is never changed once made (the docs plugin's global data).
 */
export function memoizedByDataAndPath<Data extends object, Result>(
  fn: (data: Data, pathname: string) => Result,
): (data: Data, pathname: string) => Result {
  const byData = new WeakMap<Data, Map<string, Result>>();
  return (data, pathname) => {
    let byPath = byData.get(data);
    if (!byPath) {
      byPath = new Map();
      byData.set(data, byPath);
    }
    if (byPath.has(pathname)) return byPath.get(pathname)!;
    const result = fn(data, pathname);
    byPath.set(pathname, result);
    return result;
  };
}

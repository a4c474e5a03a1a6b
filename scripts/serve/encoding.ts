/** Content codings of the precompressed siblings, in order of preference. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type EncodingName = (typeof ENCODINGS)[number]['name'];

/** Codings an Accept-Encoding header allows (q > 0), `*` standing for any not named. */
export function acceptedEncodings(header: string | undefined): Set<EncodingName> {
  const accepted = new Set<EncodingName>();
  if (!header) return accepted;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const name = token.toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    quality.set(name, Number.isFinite(q) ? q : 0);
  }
  const wildcard = quality.get('*');
  for (const { name } of ENCODINGS) {
    const q = quality.get(name) ?? (name === 'gzip' ? quality.get('x-gzip') : undefined) ?? wildcard ?? 0;
    if (q > 0) accepted.add(name);
  }
  return accepted;
}

/** The preferred coding among the siblings that exist, or undefined for the file itself. */
export function chooseEncoding(
  header: string | undefined,
  available: ReadonlySet<EncodingName>,
): (typeof ENCODINGS)[number] | undefined {
  const accepted = acceptedEncodings(header);
  return ENCODINGS.find((encoding) => available.has(encoding.name) && accepted.has(encoding.name));
}

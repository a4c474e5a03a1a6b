import type { Token, TokenInputProps, TokenOutputProps } from 'prism-react-renderer';

type GetTokenProps = (input: TokenInputProps) => TokenOutputProps;

/** What prism-react-renderer's token props depend on besides the text: the types, and `empty` being set. */
function tokenKind(token: Token): string {
  const types = token.types.length === 1 ? token.types[0]! : token.types.join(' ');
  return token.empty != null ? `${types}\n` : types;
}

const sharedByOriginal = new WeakMap<GetTokenProps, GetTokenProps>();

/**
 * `getTokenProps` computing each kind of token's class name and style once per code block
 * (prism-react-renderer rebuilds them, with object spreads, for every token: the largest cost of
 * rendering a page with much code). The props are the original's, with `extraClasses` of the
 * token's types added to the class name; inputs with more than a token go to the original.
 * `extraClasses` must be the same function for every call with one `getTokenProps`.
 */
export function sharedTokenProps(
  getTokenProps: GetTokenProps,
  extraClasses?: (types: readonly string[]) => string,
): GetTokenProps {
  const known = sharedByOriginal.get(getTokenProps);
  if (known) return known;
  const byKind = new Map<string, TokenOutputProps>();
  const shared: GetTokenProps = (input) => {
    const { token } = input;
    if (Object.keys(input).length !== 1) return getTokenProps(input);
    const kind = tokenKind(token);
    const first = byKind.get(kind);
    if (!first) {
      const original = getTokenProps(input);
      const extra = extraClasses?.(token.types);
      const props = extra ? { ...original, className: `${original.className} ${extra}` } : original;
      byKind.set(kind, props);
      return props;
    }
    // The original's keys, in its order: only the text differs.
    return { className: first.className, children: token.content, style: first.style };
  };
  sharedByOriginal.set(getTokenProps, shared);
  return shared;
}

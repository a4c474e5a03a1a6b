/** The route prop that carries the descriptions of the doc cards a page shows. */
export const CARD_DESCRIPTIONS_PROP = 'cardDescriptions';

/** Doc id → that doc's description, for the docs a page shows as cards. */
export type CardDescriptions = Readonly<Record<string, string>>;

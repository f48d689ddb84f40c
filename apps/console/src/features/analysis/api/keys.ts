/** Query-key prefixes of the analysis reference data; the list pages and the pickers share them. */
export const chaptersKey = ['analysis', 'chapters'] as const;
export const cueWordsKey = ['analysis', 'cueWords'] as const;
export const irrigationKey = ['analysis', 'countryIrrigation'] as const;
export const cropReferenceKey = ['analysis', 'cropReference'] as const;
export const partitionsKey = ['analysis', 'partitions'] as const;
export const zonesKey = ['analysis', 'zones'] as const;
/** Analyses and their items share one prefix: an item change moves its analysis's counts and status. */
export const analysesKey = ['analysis', 'analyses'] as const;
export const itemsKey = [...analysesKey, 'items'] as const;

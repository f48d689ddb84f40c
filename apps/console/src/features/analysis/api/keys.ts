/** Query-key prefixes of the analysis reference data; the list pages and the pickers share them. */
export const chaptersKey = ['analysis', 'chapters'] as const;
export const cueWordsKey = ['analysis', 'cueWords'] as const;
export const irrigationKey = ['analysis', 'countryIrrigation'] as const;

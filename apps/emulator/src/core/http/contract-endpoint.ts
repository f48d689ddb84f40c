/** Metadata key of the contract endpoint a handler serves (set by `ContractRoute`, read by guards and the log). */
export const CONTRACT_ENDPOINT = 'cropwatch:contract-endpoint';

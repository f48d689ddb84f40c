/** Query keys of the check-rule page; mutations invalidate them. */
export const checkRuleKeys = {
  list: ['sys', 'checkRule', 'list'] as const,
};

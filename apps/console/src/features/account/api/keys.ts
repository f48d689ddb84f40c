/** Query keys of the account pages; edits invalidate the user data and the center card. */
export const accountKeys = {
  all: ['account'] as const,
  userData: ['account', 'userData'] as const,
  setting: ['account', 'setting'] as const,
  center: ['account', 'center'] as const,
  apps: ['account', 'apps'] as const,
  articles: ['account', 'articles'] as const,
  projects: ['account', 'projects'] as const,
  thirdAccounts: ['account', 'thirdAccounts'] as const,
};

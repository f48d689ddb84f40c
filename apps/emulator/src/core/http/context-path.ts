/** JeecgBoot's servlet context path: every API route lives below it. */
export const CONTEXT_PATH = '/jeecg-boot';

/** Result codes the real server uses (contract §1.1). Kept apart from the schemas so clients can import it without zod. */
export const ResultCode = {
  bare: 0,
  ok: 200,
  importPartial: 201,
  tokenInvalid: 401,
  methodNotAllowed: 405,
  captchaWrong: 412,
  error: 500,
  noAuth: 510,
} as const;

/** Shiro's `@RequiresPermissions` denial (contract §1.2, B1 wording), answered with code 510 (issue #20). */
export const NO_PERMISSION_MESSAGE = '没有权限，请联系管理员授权';

/**
 * A business failure: answered with HTTP 200 and `success:false` (JeecgBootExceptionHandler, contract §1.2).
 * `code` is 500 unless a specific code applies (412 captcha, 510 no permission, …).
 */
export class JeecgError extends Error {
  constructor(
    message: string,
    readonly code = 500,
  ) {
    super(message);
  }
}

/** A token problem: HTTP 401 with the JWT filter's odd body and content type (contract §1.3). */
export class TokenError extends Error {
  constructor(message = 'Token失效，请重新登录!') {
    super(message);
  }
}

/** A signature mismatch, written by SignAuthInterceptor with fastjson (contract §9.4). */
export class SignatureError extends Error {
  constructor() {
    super('Sign签名校验失败！');
  }
}

/** The signed-in user as the request pipeline sees it. */
export interface Principal {
  id: string;
  username: string;
  realname: string;
  /** 1 normal, 2 frozen. */
  status: number;
  orgCode: string | null;
  /** Comma list of tenant ids; empty when the user has none. */
  relTenantIds: string | null;
}

/** Loads a non-deleted user by username; provided by the user module. */
export interface PrincipalLoader {
  load(username: string): Promise<Principal | null>;
  /** What `load` would answer, when it is in a current read cache; undefined otherwise. */
  cached?(username: string): Principal | null | undefined;
}

export const PRINCIPAL_LOADER = Symbol('PRINCIPAL_LOADER');

/** What the token guard attaches to an authenticated request. */
export interface AuthenticatedRequest {
  principal: Principal;
  accessToken: string;
}

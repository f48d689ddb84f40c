import { useQuery } from '@tanstack/react-query';
import { accountApps, accountArticles, accountCenter, accountProjects } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { accountKeys } from './keys';

/**
 * The account center's four reads (`/sys/user/account/center|apps|articles|projects`): one card and three tabs,
 * each one endpoint without parameters, so they share this module.
 */
export const useAccountCard = () =>
  useQuery({
    queryKey: accountKeys.center,
    queryFn: async ({ signal }) => unwrap(await call(accountCenter, {}, { signal })),
  });

export const useAccountApps = (enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.apps,
    queryFn: async ({ signal }) => unwrap(await call(accountApps, {}, { signal })),
    enabled,
  });

export const useAccountArticles = (enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.articles,
    queryFn: async ({ signal }) => unwrap(await call(accountArticles, {}, { signal })),
    enabled,
  });

export const useAccountProjects = (enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.projects,
    queryFn: async ({ signal }) => unwrap(await call(accountProjects, {}, { signal })),
    enabled,
  });

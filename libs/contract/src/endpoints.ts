import type { Endpoint } from './endpoint';
import * as announcement from './sys/announcement';
import * as auth from './sys/auth';
import * as dashboard from './sys/dashboard';
import * as dict from './sys/dict';
import * as permission from './sys/permission';
import * as quartz from './sys/quartz';
import * as user from './sys/user';

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v;

/** Every endpoint of the contract, keyed `module.name`: the table the coverage tool diffs against the emulator. */
export const endpointTable: Record<string, Endpoint> = Object.fromEntries(
  Object.entries({ announcement, auth, dashboard, dict, permission, quartz, user }).flatMap(([mod, exports]) =>
    Object.entries(exports)
      .filter(([, v]) => isEndpoint(v))
      .map(([name, v]) => [`${mod}.${name}`, v as Endpoint]),
  ),
);

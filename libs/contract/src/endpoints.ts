import * as analysisAez from './analysis/aez';
import * as analysisAnalyze from './analysis/analyze';
import * as analysisChapter from './analysis/chapter';
import * as analysisCountryIrrigation from './analysis/country-irrigation';
import * as analysisCueWord from './analysis/cue-word';
import * as analysisImage from './analysis/image';
import * as chat from './chat';
import * as cropDataset from './crop/dataset';
import * as cropOverview from './crop/overview';
import * as cropTask from './crop/task';
import * as jeecgOrder from './demo/jeecg-order';
import type { Endpoint } from './endpoint';
import * as importExport from './import-export';
import * as onlineReport from './online/cgreport';
import * as account from './sys/account';
import * as announcement from './sys/announcement';
import * as auth from './sys/auth';
import * as category from './sys/category';
import * as checkRule from './sys/check-rule';
import * as common from './sys/common';
import * as dashboard from './sys/dashboard';
import * as dataSource from './sys/data-source';
import * as departAdmin from './sys/depart-admin';
import * as dict from './sys/dict';
import * as dictAdmin from './sys/dict-admin';
import * as fillRule from './sys/fill-rule';
import * as gatewayRoute from './sys/gateway-route';
import * as log from './sys/log';
import * as message from './sys/message';
import * as monitor from './sys/monitor';
import * as ossFile from './sys/oss-file';
import * as permission from './sys/permission';
import * as permissionAdmin from './sys/permission-admin';
import * as position from './sys/position';
import * as quartz from './sys/quartz';
import * as roleArea from './sys/role';
import * as system from './sys/system';
import * as tenant from './sys/tenant';
import * as thirdApp from './sys/third-app';
import * as user from './sys/user';
import * as userAdmin from './sys/user-admin';
import * as userAgent from './sys/user-agent';

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v;

/** Endpoints of `./sys/system` already served, registered with the module that serves them. */
const role = { ...roleArea, queryall: system.roleQueryAll };
const userAdminServed = {
  ...userAdmin,
  queryUserComponentData: system.queryUserComponentData,
  getMultiUser: system.getMultiUser,
};

/** Every endpoint of the contract, keyed `module.name`: the table the coverage tool diffs against the emulator. */
export const endpointTable: Record<string, Endpoint> = Object.fromEntries(
  Object.entries({
    analysisAez,
    analysisAnalyze,
    analysisChapter,
    analysisCountryIrrigation,
    analysisCueWord,
    analysisImage,
    account,
    announcement,
    auth,
    chat,
    common,
    cropTask,
    cropOverview,
    cropDataset,
    message,
    log,
    monitor,
    dashboard,
    dict,
    category,
    checkRule,
    departAdmin,
    dictAdmin,
    tenant,
    thirdApp,
    importExport,
    permission,
    permissionAdmin,
    position,
    quartz,
    role,
    user,
    userAdmin: userAdminServed,
    userAgent,
    dataSource,
    gatewayRoute,
    fillRule,
    ossFile,
    onlineReport,
    jeecgOrder,
  }).flatMap(([mod, exports]) =>
    Object.entries(exports)
      .filter(([, v]) => isEndpoint(v))
      .map(([name, v]) => [`${mod}.${name}`, v as Endpoint]),
  ),
);

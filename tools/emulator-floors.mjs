// Emulator import counts of issue #28: `node tools/emulator-floors.mjs [apps/emulator/src] [-v]` (non-spec files).
import fs from 'node:fs';
import path from 'node:path';
const root = path.resolve(process.argv[2] ?? 'apps/emulator/src');
const files = [];
(function walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.ts$/.test(e.name) && !/\.spec\.ts$/.test(e.name)) files.push(p);
  }
})(root);
const area = (f) => {
  const r = path.relative(root, f).split(path.sep);
  return r[0] === 'modules' ? 'modules/' + r[1] : r[0];
};
const c = {
  between: 0,
  entities: 0,
  services: 0,
  upward: 0,
  betweenNotIdentity: 0,
  entitiesNotIdentity: 0,
  servicesNotIdentity: 0,
};
const list = [];
for (const f of files)
  for (const m of fs.readFileSync(f, 'utf8').matchAll(/(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)) {
    const t = path.resolve(path.dirname(f), m[1]),
      a = area(f),
      b = area(t),
      base = path.basename(t);
    if ((a === 'core' || a === 'database') && (b.startsWith('modules/') || !['core', 'database'].includes(b))) {
      c.upward++;
      list.push('UP ' + path.relative(root, f) + ' -> ' + m[1]);
    }
    if (!a.startsWith('modules/') || !b.startsWith('modules/') || a === b) continue;
    const ent = /entit/.test(base),
      svc = !ent && /service/.test(base);
    c.between++;
    if (ent) c.entities++;
    if (svc) c.services++;
    if (b !== 'modules/identity') {
      c.betweenNotIdentity++;
      if (ent) c.entitiesNotIdentity++;
      if (svc) c.servicesNotIdentity++;
      if (ent || svc) list.push((ent ? 'ENT ' : 'SVC ') + path.relative(root, f) + ' -> ' + m[1]);
    }
  }
console.log(JSON.stringify(c));
if (process.argv.includes('-v')) console.log(list.join('\n'));

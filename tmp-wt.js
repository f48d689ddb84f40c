const { Worker } = require('node:worker_threads');
const w = new Worker(`const D=require(${JSON.stringify(require.resolve('better-sqlite3'))}); const db=new D(':memory:'); db.prepare('WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT x FROM c WHERE x<0').all();`, {eval:true});
setTimeout(async()=>{ const t=Date.now(); const p=w.terminate(); const r=await Promise.race([p.then(()=> 'terminated'), new Promise(r=>setTimeout(()=>r('still running'),3000))]); console.log(r, Date.now()-t); process.exit(0)},500);

// Fly's release command: apply the migrations and the seed, then exit (the app also does this on
// start; running it once per release keeps a slow migration out of the health-check window).
import path from 'node:path';

const build = await import(path.resolve('build/server/index.js'));
try {
  await build.entry.module.startup();
  console.log(JSON.stringify({ level: 'info', msg: 'migrations applied' }));
} finally {
  await build.entry.module.shutdown();
}

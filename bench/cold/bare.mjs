// Child of coldStart.mjs: an ES module that does nothing but report, the baseline for ratebook.mjs.
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
process.stdout.write(JSON.stringify({ answeredAtMs: performance.now(), cpuMs: cpuMs(), maxRssKb: process.resourceUsage().maxRSS }));

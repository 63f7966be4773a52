// Child of coldStart.mjs: an ES module that does nothing but report, the baseline for ratebook.mjs.
// The CPU time is read first, as ratebook.mjs reads it (the `performance` global loads on first use).
const usage = process.cpuUsage();
const cpuMs = (usage.user + usage.system) / 1000;
process.stdout.write(JSON.stringify({ answeredAtMs: performance.now(), cpuMs, maxRssKb: process.resourceUsage().maxRSS }));

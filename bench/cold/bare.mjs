// Child of coldStart.mjs: an ES module that does nothing but report, the baseline for ratebook.mjs.
process.stdout.write(JSON.stringify({ answeredAtMs: performance.now(), maxRssKb: process.resourceUsage().maxRSS }));

// Child of coldStart.mjs: a fresh process that imports ratebook and its data and answers one conversion.
// The CPU time is read first, at the answer: the `performance` global is loaded on its first use (Node's
// perf_hooks, about 13 ms of CPU in an ES module here), which the baseline `node -e` never loads.
import { convert } from 'ratebook';
import { defaultDataset } from 'ratebook/data';

const { result } = convert(defaultDataset, { from: 'EUR', to: 'JPY', amount: '100.50' });
const usage = process.cpuUsage();
const cpuMs = (usage.user + usage.system) / 1000;
process.stdout.write(JSON.stringify({ result, answeredAtMs: performance.now(), cpuMs, maxRssKb: process.resourceUsage().maxRSS }));
